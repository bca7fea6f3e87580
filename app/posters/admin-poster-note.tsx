/** On admin screens only: who posted (email, never public) and a pending revision to review. */
import { href, Link } from "react-router";
import { languageName, type Locale } from "~/i18n/locales";

export function AdminPosterNote({
  id,
  info,
}: {
  id: number;
  info: { email: string | null; language: Locale | null; revision: boolean } | undefined;
}) {
  if (!info) return null;
  return (
    <div className="mt-2 space-y-1 text-sm">
      {info.email ? (
        <p className="text-slate-700">
          <span className="font-medium">Poster:</span>{" "}
          <a href={`mailto:${info.email}`} className="text-brand-700 underline" data-testid="poster-email">
            {info.email}
          </a>
          {info.language ? (
            <>
              {" · "}
              <span data-testid="poster-language">Posted in {languageName(info.language)}</span>
            </>
          ) : null}
        </p>
      ) : null}
      {info.revision ? (
        <p>
          <Link
            to={href("/admin/opportunities/:id/revision", { id: String(id) })}
            className="font-medium text-amber-900 underline"
          >
            The poster's changes wait for review
          </Link>
        </p>
      ) : null}
    </div>
  );
}
