import { href, Link, useLoaderData } from "react-router";
import type { Route } from "./+types/attributes";
import { requireAdmin } from "~/auth/guard.server";
import { Badge, Sr } from "~/ui/badge";
import { buttonClass } from "~/ui/classes";
import { ConfirmDelete, EmptyState } from "~/components/admin-screens";
import { dbContext } from "~/lib/context";
import { pageMeta } from "~/lib/meta";
import { attributeUsageCounts, listAttributeDefinitions } from "~/moderation/attributes.server";
import { MODERATION_TEXT } from "~/moderation/messages";
import { FilterButtons, FilterForm, FilterSearch, FilterSelect } from "~/moderation/moderation-list";
import { DATA_TYPE_LABELS } from "~/moderation/schemas";
import { OPPORTUNITY_TYPES, typeLabel } from "~/opportunities/constants";

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const db = context.get(dbContext);
  const params = new URL(request.url).searchParams;
  const q = (params.get("q") ?? "").trim().slice(0, 100);
  const type = (OPPORTUNITY_TYPES as readonly string[]).includes(params.get("type") ?? "") ? params.get("type") : null;
  const usage = attributeUsageCounts(db);
  const definitions = listAttributeDefinitions(db, { q, type }).map((d) => ({ ...d, usedBy: usage.get(d.id) ?? 0 }));
  return { definitions, filters: { q, type } };
}

export default function Attributes() {
  const { definitions, filters } = useLoaderData<typeof loader>();
  const filtered = Boolean(filters.q || filters.type);
  return (
    <section aria-labelledby="attributes-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="attributes-heading" className="text-xl font-semibold">
          Attribute Management
        </h2>
        <Link to={href("/admin/attributes/new")} className={buttonClass.primary}>
          Add Attribute
        </Link>
      </div>
      <FilterForm label="Filter attributes" controls={2}>
        <FilterSearch id="attr-q" value={filters.q} placeholder="Name or label" />
        <FilterSelect
          id="attr-type"
          name="type"
          label="Opportunity type"
          all="All types"
          value={filters.type}
          options={OPPORTUNITY_TYPES.map((t) => ({ value: t, label: typeLabel(t) }))}
        />
        <FilterButtons filtered={filtered} clearHref={href("/admin/attributes")} />
      </FilterForm>
      {definitions.length === 0 ? (
        <div className="mt-4">
          <EmptyState title="No attributes found">
            {filtered ? "Try other filters." : "Add the first attribute."}
          </EmptyState>
        </div>
      ) : (
        <ul className="mt-4 grid gap-4 md:grid-cols-2 xl:grid-cols-3">
          {definitions.map((d) => (
            <li key={d.id}>
              <article
                aria-labelledby={`attr-${d.id}`}
                className="flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
              >
                <h3 id={`attr-${d.id}`} className="text-base font-semibold">
                  {d.label}
                  {d.isRequired ? (
                    <>
                      <span aria-hidden="true" className="text-red-700">
                        {" "}
                        *
                      </span>
                      <Sr> (required)</Sr>
                    </>
                  ) : null}
                </h3>
                <p className="text-sm text-slate-700">
                  <code>{d.name}</code> · {DATA_TYPE_LABELS[d.dataType]}
                </p>
                <div className="mt-2 flex flex-wrap gap-1.5">
                  {d.opportunityTypes.map((t) => (
                    <Badge key={t} className="bg-brand-100 text-brand-800">
                      {typeLabel(t)}
                    </Badge>
                  ))}
                </div>
                <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-2 text-xs text-slate-700">
                  <dt className="font-medium">Default</dt>
                  <dd>{d.defaultValue ?? "None"}</dd>
                  <dt className="font-medium">Display order</dt>
                  <dd>{d.displayOrder}</dd>
                  <dt className="font-medium">Used by</dt>
                  <dd>{d.usedBy === 1 ? "1 opportunity" : `${d.usedBy} opportunities`}</dd>
                </dl>
                <div className="mt-auto flex flex-wrap gap-2 pt-4">
                  <Link to={href("/admin/attributes/:id/edit", { id: String(d.id) })} className={buttonClass.secondary}>
                    Edit <Sr>{d.label}</Sr>
                  </Link>
                  <ConfirmDelete
                    confirmHref={href("/admin/attributes/:id/delete", { id: String(d.id) })}
                    message={MODERATION_TEXT.confirmDeleteAttribute}
                    itemName={d.label}
                  />
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function meta(args: Route.MetaArgs) {
  return pageMeta(args, { title: "Attributes · Admin", noindex: true });
}
