/**
 * The back office's list table: one column per field, an Actions column, and the empty text in
 * its place when there are no rows. On a phone each row becomes a stacked card. The list screens with dialogs (`CrudPanel`) and the content
 * list share it.
 */
import type { ReactNode } from "react";
import { th } from "~/ui/classes";

export interface AdminColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
  className?: string;
}

export function AdminTable<Row extends { id: number }>({
  rows,
  columns,
  actions,
  emptyText,
}: {
  rows: Row[];
  columns: AdminColumn<Row>[];
  /** The last cell of a row: its links and buttons. */
  actions(row: Row): ReactNode;
  emptyText: string;
}) {
  if (rows.length === 0) {
    return (
      <p className="mt-4 rounded-md border border-dashed border-slate-300 p-6 text-center text-slate-700">{emptyText}</p>
    );
  }
  // Below `sm` each row is a card of labelled values with its actions underneath (decision 147).
  const cell = "block py-0.5 [overflow-wrap:anywhere] sm:table-cell sm:px-3 sm:py-2 sm:align-top sm:[overflow-wrap:normal]";
  return (
    <div className="mt-4 rounded-md border border-slate-200 sm:overflow-x-auto">
      <table className="block w-full text-left text-sm sm:table sm:min-w-full sm:divide-y sm:divide-slate-200">
        <thead className="hidden bg-slate-50 sm:table-header-group">
          <tr>
            {columns.map((c) => (
              <th key={c.header} scope="col" className={th}>
                {c.header}
              </th>
            ))}
            <th scope="col" className={th}>
              Actions
            </th>
          </tr>
        </thead>
        <tbody className="block divide-y divide-slate-200 sm:table-row-group">
          {rows.map((row) => (
            <tr key={row.id} className="block p-3 sm:table-row sm:p-0">
              {columns.map((c) => (
                <td key={c.header} className={c.className ? `${cell} ${c.className}` : cell}>
                  <span className="font-sans font-medium text-slate-700 sm:hidden">{c.header}: </span>
                  {c.cell(row)}
                </td>
              ))}
              <td className={`${cell} pt-2`}>
                <div className="flex flex-wrap gap-2 sm:flex-nowrap">{actions(row)}</div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
