/**
 * A small bar chart drawn on the server as SVG: no JavaScript, no chart library. It is
 * `aria-hidden`; the same numbers are always in the table given as `children`.
 */
export interface ChartSeries {
  name: string;
  values: number[];
  /** A Tailwind fill class, e.g. "fill-brand-600". */
  fill: string;
}

const HEIGHT = 120;
const BAR_GAP = 0.2;

export function BarChart({
  labels,
  series,
  children,
  highest = (max) => `Highest: ${max}`,
}: {
  labels: string[];
  series: ChartSeries[];
  children: React.ReactNode;
  /** The line under the chart naming its tallest bar (the poster's page writes it in its language). */
  highest?: (max: number) => string;
}) {
  const max = Math.max(1, ...series.flatMap((s) => s.values));
  const slot = 12;
  const width = Math.max(1, labels.length) * slot;
  const barWidth = (slot * (1 - BAR_GAP)) / Math.max(1, series.length);
  return (
    <figure className="mt-4">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT + 14}`}
        preserveAspectRatio="none"
        className="h-36 w-full rounded border border-slate-200 bg-white"
        focusable="false"
      >
        {series.map((s, si) =>
          s.values.map((value, i) => {
            const h = (value / max) * HEIGHT;
            return (
              <rect
                key={`${s.name}-${labels[i]}`}
                x={i * slot + (slot * BAR_GAP) / 2 + si * barWidth}
                y={HEIGHT - h + 2}
                width={barWidth}
                height={h}
                className={s.fill}
              />
            );
          }),
        )}
        <line x1="0" x2={width} y1={HEIGHT + 2} y2={HEIGHT + 2} className="stroke-slate-400" strokeWidth="0.5" />
        <text x="1" y={HEIGHT + 12} className="fill-slate-600" fontSize="8">
          {labels[0]}
        </text>
        <text x={width - 1} y={HEIGHT + 12} textAnchor="end" className="fill-slate-600" fontSize="8">
          {labels[labels.length - 1]}
        </text>
      </svg>
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" width="12" height="12" focusable="false">
              <rect width="12" height="12" className={s.fill} />
            </svg>
            {s.name}
          </span>
        ))}
        <span>{highest(max)}</span>
      </figcaption>
      <div className="mt-3">{children}</div>
    </figure>
  );
}

/** The table beside a chart: a caption, a header row and one row per label. */
export function NumbersTable({ caption, columns, rows }: { caption: string; columns: string[]; rows: (string | number)[][] }) {
  return (
    <table className="w-full text-left text-sm">
      <caption className="text-left font-semibold">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" className={`border-b border-slate-300 py-1 pr-3 ${i > 0 ? "text-right" : ""}`}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={String(row[0])}>
            {row.map((value, i) =>
              i === 0 ? (
                <th key={i} scope="row" className="border-b border-slate-100 py-1 pr-3 font-normal">
                  {value}
                </th>
              ) : (
                <td key={i} className="border-b border-slate-100 py-1 pr-3 text-right tabular-nums">
                  {value}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
