/**
 * The dashboard's personal-data panel: a warning while no grievance contact is named (the privacy
 * notice needs one before the board goes public), and how many "My data" links were asked for per
 * week: counts only, never an address.
 */
import { href, Link } from "react-router";

export interface PrivacyPanelData {
  grievanceMissing: boolean;
  requestsPerWeek: { week: string; requests: number }[];
}

export function PrivacyPanel({ grievanceMissing, requestsPerWeek }: PrivacyPanelData) {
  return (
    <section aria-labelledby="privacy-heading" className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="privacy-heading" className="text-base font-semibold">
        Personal data
      </h3>
      {grievanceMissing ? (
        <p role="alert" className="mt-3 rounded border-2 border-amber-600 bg-amber-50 p-2 text-sm text-slate-900">
          No grievance contact is set: the privacy notice must name one before the board goes public. Add the{" "}
          <code>grievance_contact</code> setting in{" "}
          <Link to={href("/admin/settings")} className="font-medium text-brand-700 underline">
            Settings
          </Link>
          .
        </p>
      ) : null}
      <h4 className="mt-3 text-sm font-medium text-slate-700">“My data” links asked for, by week</h4>
      {requestsPerWeek.length ? (
        <table className="mt-1 text-sm">
          <thead>
            <tr>
              <th scope="col" className="pr-6 text-left font-medium">
                Week of
              </th>
              <th scope="col" className="text-right font-medium">
                Requests
              </th>
            </tr>
          </thead>
          <tbody>
            {requestsPerWeek.map((row) => (
              <tr key={row.week}>
                <td className="pr-6">{row.week}</td>
                <td className="text-right">{row.requests}</td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : (
        <p className="mt-1 text-sm text-slate-600">None in the last eight weeks.</p>
      )}
    </section>
  );
}
