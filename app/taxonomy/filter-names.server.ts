/**
 * The names a search's words use (app/search/filters-in-words.ts): a place by its name in
 * the reader's language ("Pune" → "पुणे"), a cause by its name there ("education" → "শিক্ষা"),
 * never the city's English name on a translated page nor a cause's slug in any language.
 */
import type { Db } from "../../db/client.server";
import { listCauses } from "~/causes/causes.server";
import type { Locale } from "~/i18n/locales";
import { dataNames } from "./names.server";
import type { FilterNames } from "~/search/filters-in-words";
import { localPlaceName } from "./place-names.server";

export function filterNames(db: Db, locale: Locale): FilterNames {
  let causes: Map<string, string> | undefined;
  return {
    place: (name) => localPlaceName(name, locale) ?? name,
    cause: (slug) => {
      causes ??= new Map(listCauses(db).map((cause) => [cause.slug, cause.name]));
      const english = causes.get(slug);
      if (english === undefined) return slug;
      return locale === "en" ? english : (dataNames(db, locale).names[english] ?? english);
    },
  };
}
