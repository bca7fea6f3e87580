/** The City field and its suggestions: the same on /submit and on the poster's edit form. */
import type { ComponentProps } from "react";
import { FORM_TEXTS } from "~/lib/form-texts";
import { TextField } from "~/ui/form-fields";
import { CITY_SUGGESTIONS, MAX_CITIES } from "./deadline-city-values";
import { SUBMIT_TEXTS } from "./texts";

export function CityField({ meta, listId }: { meta: ComponentProps<typeof TextField>["meta"]; listId: string }) {
  return (
    <>
      <TextField
        look="public"
        meta={meta}
        label={SUBMIT_TEXTS.form.city}
        hint={SUBMIT_TEXTS.form.cityHint(MAX_CITIES)}
        list={listId}
        autoComplete="address-level2"
        optional={FORM_TEXTS.optional}
      />
      <datalist id={listId}>
        {CITY_SUGGESTIONS.map((city) => (
          <option key={city} value={city} />
        ))}
      </datalist>
    </>
  );
}
