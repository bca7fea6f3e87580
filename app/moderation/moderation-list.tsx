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
      <Form
        method="get"
        role="search"
        aria-label={props.filterLabel}
        className={`mt-4 grid gap-3 rounded-lg border border-slate-200 bg-slate-50 p-3 ${
          types ? "sm:grid-cols-[1fr_auto_auto_auto]" : "sm:grid-cols-[1fr_auto_auto]"
        } sm:items-end`}
      >
        <div>
          <label htmlFor={`${idPrefix}-q`} className="block text-sm font-medium">
            Search
          </label>
          <input
            id={`${idPrefix}-q`}
            type="search"
            name="q"
            defaultValue={filters.q}
            placeholder={props.searchPlaceholder}
            className={inputClass}
          />
        </div>
        {types ? (
          <div>
            <label htmlFor={`${idPrefix}-type`} className="block text-sm font-medium">
              Type
            </label>
            <select id={`${idPrefix}-type`} name="type" defaultValue={filters.type ?? ""} className={inputClass}>
              <option value="">All types</option>
              {types.map((t) => (
                <option key={t.value} value={t.value}>
                  {t.label}
                </option>
              ))}
            </select>
          </div>
        ) : null}
        <div>
          <label htmlFor={`${idPrefix}-status`} className="block text-sm font-medium">
            Status
          </label>
          <select id={`${idPrefix}-status`} name="status" defaultValue={filters.status ?? ""} className={inputClass}>
            <option value="">All statuses</option>
            {LISTING_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STATUS_LABELS[s]}
              </option>
            ))}
          </select>
        </div>
        <div className="flex gap-2">
          <button type="submit" className={buttonClass.primary}>
            Apply
          </button>
          {filtered ? (
            <Link to={props.clearHref} className={buttonClass.secondary}>
              Clear
            </Link>
          ) : null}
        </div>
      </Form>

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
