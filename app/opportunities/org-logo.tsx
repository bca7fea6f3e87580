import { useContext } from "react";
import { avatarFor } from "~/opportunities/avatar";
import { SaveDataContext } from "~/offline/save-data";
import { safeLogoUrl } from "~/opportunities/listing-rules";

/** The organisation's logo, or an avatar drawn from its name. Decorative: the name is always shown beside it. */
export function OrgLogo({ name, logo, large = false }: { name: string; logo: string | null; large?: boolean }) {
  // With Save-Data the avatar stands in for the logo (app/offline/save-data.ts).
  const src = useContext(SaveDataContext) ? null : safeLogoUrl(logo);
  const size = large ? "size-16" : "size-12";
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={large ? 64 : 48}
        height={large ? 64 : 48}
        loading="lazy"
        decoding="async"
        className={`${size} shrink-0 rounded-md border border-slate-200 bg-white object-contain`}
      />
    );
  }
  const { initials, colour } = avatarFor(name);
  return (
    <svg aria-hidden="true" viewBox="0 0 48 48" className={`${size} shrink-0 rounded-md`}>
      <rect width="48" height="48" fill={colour} />
      <text x="24" y="30" textAnchor="middle" fontSize="17" fontWeight="600" fill="#fff">
        {initials}
      </text>
    </svg>
  );
}
