/**
 * A small bar chart drawn on the server as SVG: no JavaScript, no chart library. It is
 * `aria-hidden`; the same numbers are always in the table given as `children`.
 * The bars stretch to the width (the SVG scales freely); the axis labels are HTML text under it,
 * a few of them placed by percentage, so they are never stretched at any width (decision 348).
 */
export interface ChartSeries {
  name: string;
  values: number[];
  /** A Tailwind fill class, e.g. "fill-brand-600". */
  fill: string;
}

const HEIGHT = 120;
const BAR_GAP = 0.2;
/** At most this many axis labels: they fit side by side at 375 px. */
const MAX_AXIS_LABELS = 5;

/** The labelled positions: the first, the last and evenly spaced ones between (a label every few days). */
export function axisLabelIndexes(count: number, most = MAX_AXIS_LABELS): number[] {
  if (count <= 0) return [];
  if (count <= most) return Array.from({ length: count }, (_, i) => i);
  const step = Math.ceil((count - 1) / (most - 1));
  const indexes: number[] = [];
  for (let i = 0; i < count - 1; i += step) indexes.push(i);
  // The last one always; the one before it goes when they would crowd each other.
  if (count - 1 - indexes[indexes.length - 1]! < step / 2) indexes.pop();
  indexes.push(count - 1);
  return indexes;
}

export function BarChart({
  labels,
  axisLabels = labels,
  series,
  children,
  highest = (max) => `Highest: ${max}`,
}: {
  labels: string[];
  /** Shorter words for the axis ("27 Nov"), one per label; the labels themselves by default. */
  axisLabels?: string[];
  series: ChartSeries[];
  children: React.ReactNode;
  /** The line under the chart naming its tallest bar (the poster's page writes it in its language). */
  highest?: (max: number) => string;
}) {
  // The tallest bar; an all-zero chart has none to name (its bars scale to 1 so none divides by zero).
  const tallest = Math.max(0, ...series.flatMap((s) => s.values));
  const max = Math.max(1, tallest);
  const slot = 12;
  const width = Math.max(1, labels.length) * slot;
  const barWidth = (slot * (1 - BAR_GAP)) / Math.max(1, series.length);
  return (
    <figure className="mt-4">
      <svg
        aria-hidden="true"
        viewBox={`0 0 ${width} ${HEIGHT + 4}`}
        preserveAspectRatio="none"
        className="h-32 w-full rounded border border-slate-200 bg-white"
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
        <line x1="0" x2={width} y1={HEIGHT + 2} y2={HEIGHT + 2} className="stroke-slate-400" strokeWidth="1" vectorEffect="non-scaling-stroke" />
      </svg>
      <AxisLabels labels={axisLabels} />
      <figcaption className="mt-1 flex flex-wrap gap-4 text-sm text-slate-700">
        {series.map((s) => (
          <span key={s.name} className="inline-flex items-center gap-1">
            <svg aria-hidden="true" width="12" height="12" focusable="false">
              <rect width="12" height="12" className={s.fill} />
            </svg>
            {s.name}
          </span>
        ))}
        {tallest > 0 ? <span>{highest(tallest)}</span> : null}
      </figcaption>
      <div className="mt-3">{children}</div>
    </figure>
  );
}

/** A few labels under the bars, each centred under its bar (the first and last kept inside the chart). */
function AxisLabels({ labels }: { labels: string[] }) {
  const count = labels.length;
  const indexes = axisLabelIndexes(count);
  return (
    <div aria-hidden="true" data-chart-axis="" className="relative mt-1 h-5 text-xs leading-5 text-slate-600">
      {indexes.map((i) => {
        const edge = i === 0 ? "start" : i === count - 1 ? "end" : "middle";
        const style =
          edge === "start"
            ? { left: 0 }
            : edge === "end"
              ? { right: 0 }
              : { left: `${((i + 0.5) / count) * 100}%`, transform: "translateX(-50%)" };
        return (
          <span key={i} className="absolute top-0 whitespace-nowrap" style={style}>
            {labels[i]}
          </span>
        );
      })}
    </div>
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
