/**
 * The City field of /submit, the manage edit form and the admin editor, with the list
 * of Indian cities as suggestions (docs/decisions/270). Required for in-person and
 * hybrid listings: marked so once the location type is known in the browser; without
 * JavaScript the server says so.
 */
import type { FieldMetadata } from "@conform-to/react";
import { TextField } from "~/ui/form-fields";
import type { FieldLook } from "~/ui/field";
import { CITY_SUGGESTIONS } from "../taxonomy/cities";
import { OPPORTUNITY_TEXTS } from "./texts";
import { useT } from "~/i18n/translate";

/** In the page's language: /hi/submit and the Hindi edit form; the admin's editor is English. */
const T = OPPORTUNITY_TEXTS.places;

export function CityField({
  meta,
  look,
  required,
  listId,
  optionalNote,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any form shape: the city is text in each
  meta: FieldMetadata<any>;
  look?: FieldLook;
  /** The location type asks for a city (known only once hydrated). */
  required: boolean;
  /** The id of the suggestions' datalist, unique in the page. */
  listId: string;
  /** After the label when the form has no location type (a fellowship's): the city is simply optional. */
  optionalNote?: string;
}) {
  const t = useT();
  return (
    <>
      <TextField
        look={look}
        meta={meta}
        label={t(T.cityLabel)}
        hint={t(T.cityHint)}
        list={listId}
        autoComplete="address-level2"
        optional={required ? undefined : (optionalNote ?? t(T.cityWhenRequired))}
        required={required}
      />
      <datalist id={listId}>
        {CITY_SUGGESTIONS.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
    </>
  );
}
