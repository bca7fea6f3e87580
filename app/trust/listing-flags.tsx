/** A listing's moderation signals ("asks for money", "possible duplicate of #12") for admins. */
import { href, Link } from "react-router";
import { parseFlag } from "./signals";

export function ListingFlags({
  flags,
  underReview = false,
  className = "",
}: {
  flags: readonly string[];
  underReview?: boolean;
  className?: string;
}) {
  if (flags.length === 0 && !underReview) return null;
  return (
    <ul aria-label="Flags" className={`flex flex-wrap gap-1.5 text-xs ${className}`}>
      {underReview ? <li className="rounded-full bg-red-100 px-2 py-0.5 font-semibold text-red-800">Under review after reports</li> : null}
      {flags.map((flag) => (
        <li key={flag} className="rounded-full bg-orange-100 px-2 py-0.5 font-semibold text-orange-900">
          <FlagText flag={flag} />
        </li>
      ))}
    </ul>
  );
}

/** "possible duplicate of #12" links to listing 12's editor; the words a signal quotes are marked. */
function FlagText({ flag }: { flag: string }) {
  const match = /^(possible duplicate of )#(\d+)$/.exec(flag);
  if (!match) {
    const { label, words } = parseFlag(flag);
    if (!words.length) return <>{flag}</>;
    return (
      <>
        {label}:{" "}
        {words.map((word, i) => (
          <span key={word}>
            {i > 0 ? ", " : null}
            <mark className="rounded bg-yellow-200 px-0.5 text-slate-900">{word}</mark>
          </span>
        ))}
      </>
    );
  }
  return (
    <>
      {match[1]}
      <Link to={href("/admin/opportunities/:id/edit", { id: match[2]! })} className="underline">
        #{match[2]}
      </Link>
    </>
  );
}
