import { href, Link } from "react-router";
import { useLocalePath, useT } from "~/i18n/translate";
import { useSavedListings } from "./phone-store";
import { SAVE_BUTTON_TEXTS as TEXT } from "./texts";

/**
 * The header's link to the Saved page. Public pages are the same for every visitor (and
 * cached), so the count comes from the phone once JavaScript runs: "Saved (3)". Without
 * JavaScript it reads "Saved" (docs/decisions/245).
 */
export function SavedLink({ className }: { className: string }) {
  const count = useSavedListings().length;
  const t = useT();
  return (
    <Link
      to={useLocalePath()(href("/saved"))}
      className={className}
      // The read pages' script (app/light) writes the count from these: "#" is the count.
      data-saved-count={t(TEXT.linkCount, { count: "#" })}
      data-saved-none={t(TEXT.saved)}
    >
      {count > 0 ? t(TEXT.linkCount, { count }) : t(TEXT.saved)}
    </Link>
  );
}
