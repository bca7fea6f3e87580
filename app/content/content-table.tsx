/**
 * The Content & Blog tab's two lists (content pages, blog posts) in the back
 * office's table: Edit, Publish/Unpublish and Delete on every row.
 */
import { Form, href, Link } from "react-router";
import { AdminTable, btn, type TableColumn } from "~/components/admin-ui";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
const formatDate = (d: Date | string | null) => (d ? dateFormat.format(new Date(d)) : "—");

function StatusBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}

function PublishToggle({ id, published, kind, title }: { id: number; published: boolean; kind: "page" | "post"; title: string }) {
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="intent" value={`${published ? "unpublish" : "publish"}-${kind}`} />
      <button type="submit" className={btn} aria-label={`${published ? "Unpublish" : "Publish"} ${title}`}>
        {published ? "Unpublish" : "Publish"}
      </button>
    </Form>
  );
}

type PageRow = { id: number; title: string; slug: string; published: boolean; updatedAt: Date | string | null };
type PostRow = { id: number; title: string; slug: string; author: string | null; published: boolean; publishedAt: Date | string | null };

const PAGE_COLUMNS: TableColumn<PageRow>[] = [
  { header: "Title", cell: (p) => p.title },
  {
    header: "Slug",
    className: "font-mono text-xs",
    cell: (p) =>
      p.published ? (
        <a href={href("/pages/:slug", { slug: p.slug })} className="text-brand-700 underline">
          {p.slug}
        </a>
      ) : (
        p.slug
      ),
  },
  { header: "Status", cell: (p) => <StatusBadge published={p.published} /> },
  { header: "Last Updated", cell: (p) => formatDate(p.updatedAt) },
];

const POST_COLUMNS: TableColumn<PostRow>[] = [
  {
    header: "Title",
    cell: (p) =>
      p.published ? (
        <a href={href("/blog/:slug", { slug: p.slug })} className="text-brand-700 underline">
          {p.title}
        </a>
      ) : (
        p.title
      ),
  },
  { header: "Author", cell: (p) => p.author },
  { header: "Status", cell: (p) => <StatusBadge published={p.published} /> },
  { header: "Published Date", cell: (p) => (p.published ? formatDate(p.publishedAt) : "—") },
];

/** Edit, Publish/Unpublish and Delete of a page or post. */
function RowActions({ id, title, published, kind }: { id: number; title: string; published: boolean; kind: "page" | "post" }) {
  const edit = kind === "page" ? href("/admin/content/edit/:id", { id: String(id) }) : href("/admin/blog/edit/:id", { id: String(id) });
  return (
    <>
      <Link to={edit} className={btn} aria-label={`Edit ${title}`}>
        Edit
      </Link>
      <PublishToggle id={id} published={published} kind={kind} title={title} />
      <Link
        to={`?${kind === "page" ? "deletePage" : "deletePost"}=${id}`}
        preventScrollReset
        className={btn}
        aria-label={`Delete ${title}`}
      >
        Delete
      </Link>
    </>
  );
}

export function ContentTable(props: { kind: "page"; rows: PageRow[] } | { kind: "post"; rows: PostRow[] }) {
  const actions = (p: PageRow | PostRow) => <RowActions id={p.id} title={p.title} published={p.published} kind={props.kind} />;
  return props.kind === "page" ? (
    <AdminTable rows={props.rows} columns={PAGE_COLUMNS} rowKey={(p) => p.id} actions={actions} />
  ) : (
    <AdminTable rows={props.rows} columns={POST_COLUMNS} rowKey={(p) => p.id} actions={actions} />
  );
}
