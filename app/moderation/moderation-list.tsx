/**
 * The moderation lists (opportunities, legacy jobs): the filter form (a GET form,
 * so the filters live in the URL and work without JavaScript), the count, the
 * cards or the empty state, and the pager that keeps the filters.
 */
import type { ReactNode } from "react";
import { Form, Link, useSearchParams } from "react-router";
import { LISTING_STATUSES } from "../../db/schema";
import { buttonClass } from "~/ui/classes";
import { EmptyState, Pager } from "~/components/admin-screens";
import { inputClass } from "~/ui/field";
import { STATUS_LABELS } from "./transitions";

export interface ModerationListProps<Item extends { id: number }> {
  idPrefix: string;
  filterLabel: string;
  searchPlaceholder: string;
  /** The type filter, when the list has one. */
  types?: ReadonlyArray<{ value: string; label: string }>;
  filters: { q: string; status: string | null; type?: string | null };
  clearHref: string;
  /** "1 job listing", "24 job listings". */
  noun: [string, string];
  empty: { title: string; filtered?: string; unfiltered?: string };
  items: Item[];
  card(item: Item): ReactNode;
  total: number;
  page: number;
  pageCount: number;
}

export function ModerationList<Item extends { id: number }>(props: ModerationListProps<Item>) {
  const { idPrefix, filters, types, total, items } = props;
  const [searchParams] = useSearchParams();
  const filtered = Boolean(filters.q || filters.type || filters.status);
  const emptyText = filtered ? props.empty.filtered : props.empty.unfiltered;
  return (
    <>
      <FilterForm label={props.filterLabel} controls={types ? 3 : 2}>
        <FilterSearch id={`${idPrefix}-q`} value={filters.q} placeholder={props.searchPlaceholder} />
        {types ? (
          <FilterSelect id={`${idPrefix}-type`} name="type" label="Type" all="All types" value={filters.type} options={types} />
        ) : null}
        <FilterSelect
          id={`${idPrefix}-status`}
          name="status"
          label="Status"
          all="All statuses"
          value={filters.status}
          options={LISTING_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s] ?? s }))}
        />
        <FilterButtons filtered={filtered} clearHref={props.clearHref} />
      </FilterForm>

      <p className="mt-4 text-sm text-slate-700" role="status">
        {total === 1 ? `1 ${props.noun[0]}` : `${total} ${props.noun[1]}`}
        {filtered ? " match the filters" : ""}
      </p>

      {items.length === 0 ? (
        <div className="mt-4">
          <EmptyState title={props.empty.title}>{emptyText}</EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>{props.card(item)}</li>
          ))}
        </ul>
      )}
      <Pager
        page={props.page}
        pageCount={props.pageCount}
        hrefFor={(p) => {
          const next = new URLSearchParams(searchParams);
          next.set("page", String(p));
          return `?${next.toString()}`;
        }}
      />
    </>
  );
}

/** A list's filter form: a GET form, so the filters live in the URL and work without JavaScript. */
export function FilterForm({ label, controls, children }: { label: string; controls: 2 | 3; children: ReactNode }) {
  return (
    <Form
      method="get"
      role="search"
      aria-label={label}
      className={`mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${
        controls === 3 ? "sm:grid-cols-[1fr_auto_auto_auto]" : "sm:grid-cols-[1fr_auto_auto]"
      } sm:items-end`}
    >
      {children}
    </Form>
  );
}

export function FilterSearch({ id, value, placeholder }: { id: string; value: string; placeholder: string }) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        Search
      </label>
      <input id={id} type="search" name="q" defaultValue={value} placeholder={placeholder} className={inputClass} />
    </div>
  );
}

/** A labelled select whose first option, "All …", is no filter. */
export function FilterSelect({
  id,
  name,
  label,
  all,
  value,
  options,
}: {
  id: string;
  name: string;
  label: string;
  all: string;
  value: string | null | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <select id={id} name={name} defaultValue={value ?? ""} className={inputClass}>
        <option value="">{all}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function FilterButtons({ filtered, clearHref }: { filtered: boolean; clearHref: string }) {
  return (
    <div className="flex gap-2">
      <button type="submit" className={buttonClass.primary}>
        Apply
      </button>
      {filtered ? (
        <Link to={clearHref} className={buttonClass.secondary}>
          Clear
        </Link>
      ) : null}
    </div>
  );
}
