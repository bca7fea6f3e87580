import { href, Link } from "react-router";
import { useEnglishLang } from "~/i18n/translate";
import { useSavedListings } from "./phone-store";
import { SAVED_TEXT } from "./texts";

/**
 * The header's link to the Saved page. Public pages are the same for every visitor (and
 * cached), so the count comes from the phone once JavaScript runs: "Saved (3)". Without
 * JavaScript it reads "Saved" (docs/decisions/245).
 */
export function SavedLink({ className }: { className: string }) {
  const count = useSavedListings().length;
  // Saving is not translated yet: on a Hindi page its words say they are English (decision 280).
  return (
    <Link to={href("/saved")} className={className} lang={useEnglishLang()}>
      {SAVED_TEXT.saved}
      {count > 0 ? ` (${count})` : ""}
    </Link>
  );
}
