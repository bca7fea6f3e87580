/** The board's search bar: the query, the type tabs and the search button. */
import { useState } from "react";
import { Form, Link, useSubmit } from "react-router";
import { PAGE_STEP } from "~/opportunities/constants";
import { ACROSS_TABS_PARAM, type HomeSearchParams } from "~/search/search-params";
import { useT } from "~/i18n/translate";
import { FORM_ID, SECTION_ID, useBoardLinks } from "./board-links";
import { cleanFormFields } from "./clean-address";
import { OPPORTUNITY_TEXTS } from "./texts";

const TEXT = OPPORTUNITY_TEXTS.searchBar;

export function SearchBar({ params, onSearch }: { params: HomeSearchParams; onSearch: () => void }) {
  const [text, setText] = useState(params.query);
  const [shownQuery, setShownQuery] = useState(params.query);
  if (shownQuery !== params.query) {
    // The URL changed (a chip removed the query, Back…): show its query.
    setShownQuery(params.query);
    setText(params.query);
  }
  const t = useT();
  const { path, to } = useBoardLinks();
  const submit = useSubmit();
  const clearClass = "px-2 text-2xl leading-none text-slate-600 hover:text-slate-900";
  return (
    <div className="mx-auto max-w-3xl px-4 py-3 sm:py-6">
      <Form
        id={FORM_ID}
        method="get"
        action={`${path}#${SECTION_ID}`}
        role="search"
        preventScrollReset
        onSubmit={(event) => {
          // With JavaScript the address leaves out every default (without it the server redirects there).
          event.preventDefault();
          onSearch();
          const form = event.currentTarget;
          const submitter = (event.nativeEvent as SubmitEvent).submitter;
          void submit(cleanFormFields(form, submitter), { method: "get", action: `${path}#${SECTION_ID}`, preventScrollReset: true });
        }}
        className="flex items-center gap-2 rounded-lg border border-slate-300 bg-white p-2 shadow-sm focus-within:ring-2 focus-within:ring-brand-600"
      >
        <label htmlFor="board-query" className="sr-only">
          {t(TEXT.label)}
        </label>
        <input
          id="board-query"
          type="search"
          name="query"
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          maxLength={200}
          enterKeyHint="search"
          placeholder={t(TEXT.placeholder)}
          className="min-w-0 flex-1 bg-transparent px-2 py-2 outline-none [&::-webkit-search-cancel-button]:hidden"
        />
        {params.query ? (
          <Link
            to={to({ ...params, query: "", show: PAGE_STEP })}
            preventScrollReset
            aria-label={t(TEXT.clear)}
            className={clearClass}
            onClick={() => setText("")}
          >
            ×
          </Link>
        ) : (
          text && (
            <button type="button" aria-label={t(TEXT.clear)} className={clearClass} onClick={() => setText("")}>
              ×
            </button>
          )
        )}
        <input type="hidden" name="type" value={params.type} />
        {/* The search button (and Enter) searches every tab; the filters, which submit this form too, keep the tab. */}
        <button type="submit" name={ACROSS_TABS_PARAM} value="1" className="rounded-md bg-brand-700 px-3 py-2 font-semibold text-white hover:bg-brand-800 sm:px-4">
          {t(TEXT.submit)}
        </button>
      </Form>
    </div>
  );
}
