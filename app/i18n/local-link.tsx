import { Link, type LinkProps } from "react-router";
import { localeOfPath } from "./locales";
import { useLocale, useLocalePath } from "./translate";

/**
 * A link that keeps the page's language (`to` is the English path, from `href()`): on a
 * Hindi page it leads to the Hindi twin when there is one. A link that changes language
 * loads a new document, which brings that language's catalogue (decision 280).
 */
export function LocalLink({ to, ...props }: Omit<LinkProps, "to"> & { to: string }) {
  const locale = useLocale();
  const target = useLocalePath()(to);
  return <Link {...props} to={target} reloadDocument={props.reloadDocument || localeOfPath(target) !== locale} />;
}
