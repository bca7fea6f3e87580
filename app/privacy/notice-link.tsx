/** The privacy notice, linked in the page's language (every form that takes an address links it). */
import { href } from "react-router";
import { LocalLink } from "~/i18n/local-link";
import { useT } from "~/i18n/translate";
import { ADDRESS_USE_TEXTS } from "./address-use-texts";

export function NoticeLink() {
  const t = useT();
  return (
    <LocalLink to={href("/privacy")} className="text-brand-700 underline">
      {t(ADDRESS_USE_TEXTS.notice)}
    </LocalLink>
  );
}

/** The line under an address field: what the address is used for, when the field's hint does not say it, and the notice. */
export function AddressUse({ use }: { use?: "alert" }) {
  const t = useT();
  return (
    <p className="mt-1 text-sm text-slate-700">
      {use ? `${t(ADDRESS_USE_TEXTS[use])} ` : null}
      <NoticeLink />
    </p>
  );
}
