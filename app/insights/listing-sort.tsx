/** The admin opportunities list's sort links (a GET link each, so it works without JavaScript) and a card's numbers. */
import { Link, useSearchParams } from "react-router";
import { applyRate } from "./admin-list";

const SORTS = [
  { value: "", label: "Newest first" },
  { value: "views", label: "Most views" },
  { value: "applies", label: "Most apply clicks" },
  { value: "rate", label: "Best apply rate" },
] as const;

export function ListingSortLinks() {
  const [searchParams] = useSearchParams();
  const current = searchParams.get("sort") ?? "";
  return (
    <nav aria-label="Sort opportunities" className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
      {SORTS.map((sort) => {
        const next = new URLSearchParams(searchParams);
        next.delete("page");
        if (sort.value) next.set("sort", sort.value);
        else next.delete("sort");
        return (
          <Link
            key={sort.value}
            to={`?${next.toString()}`}
            aria-current={current === sort.value ? "true" : undefined}
            className={current === sort.value ? "font-semibold text-slate-900" : "text-brand-700 underline"}
          >
            {sort.label}
          </Link>
        );
      })}
    </nav>
  );
}

/** Views, apply clicks and apply rate, as terms of a card's description list. */
export function ListingNumbers({ views, applyClicks }: { views: number; applyClicks: number }) {
  return (
    <>
      <dt className="font-medium">Views</dt>
      <dd>{views}</dd>
      <dt className="font-medium">Apply clicks</dt>
      <dd>
        {applyClicks} ({applyRate(views, applyClicks)})
      </dd>
    </>
  );
}
