/** The "Verified" badge of an organisation an admin has checked; its label says what it means. */
import { useT } from "~/i18n/translate";
import { TRUST_TEXTS } from "./texts";

const TEXT = TRUST_TEXTS.verified;

export function VerifiedBadge({ className = "" }: { className?: string }) {
  const t = useT();
  return (
    <span
      role="img"
      aria-label={t(TEXT.label)}
      title={t(TEXT.title)}
      className={`inline-flex items-center gap-1 rounded-full bg-emerald-100 px-2 py-0.5 text-xs font-semibold text-emerald-900 ${className}`}
    >
      <svg aria-hidden="true" viewBox="0 0 16 16" className="h-3.5 w-3.5 fill-current">
        <path d="M8 0.8l1.9 1.4 2.3-.2.8 2.2 2 1.2-.5 2.3.9 2.1-1.7 1.6-.3 2.3-2.3.5L9.6 16 8 14.6 6.4 16l-1.5-1.8-2.3-.5-.3-2.3L.6 9.8l.9-2.1-.5-2.3 2-1.2.8-2.2 2.3.2zM6.9 11.2l5-5-1.1-1.1-3.9 3.9-1.7-1.7-1.1 1.1z" />
      </svg>
      <span aria-hidden="true">{t(TEXT.badge)}</span>
    </span>
  );
}
