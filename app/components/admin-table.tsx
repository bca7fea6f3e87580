/**
 * The back office's list table: one column per field, an Actions column, and the empty text in
 * its place when there are no rows. The list screens with dialogs (`CrudPanel`) and the content
 * list share it.
 */
import type { ReactNode } from "react";
import { table, td, th } from "./admin-ui";

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
  return (
    <div className="mt-4 overflow-x-auto rounded-md border border-slate-200">
      <table className={table}>
        <thead className="bg-slate-50">
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
        <tbody className="divide-y divide-slate-200">
          {rows.map((row) => (
            <tr key={row.id}>
              {columns.map((c) => (
                <td key={c.header} className={c.className ? `${td} ${c.className}` : td}>
                  {c.cell(row)}
                </td>
              ))}
              <td className={`${td} whitespace-nowrap`}>{actions(row)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
