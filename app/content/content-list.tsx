/**
 * The Content & Blog list: one section for pages and one for posts, each with its New link, its
 * table (Edit, Publish/Unpublish, Delete) and the delete confirmation kept in the URL.
 */
import type { ReactNode } from "react";
import { Form, href, Link, useSearchParams } from "react-router";
import { type AdminColumn, AdminTable } from "~/components/admin-table";
import { btn, btnPrimary } from "~/ui/classes";
import { ConfirmDeleteDialog } from "~/components/admin-dialogs";

const dateFormat = new Intl.DateTimeFormat("en-IN", { day: "numeric", month: "short", year: "numeric", timeZone: "Asia/Kolkata" });
export const formatContentDate = (d: Date | string | null) => (d ? dateFormat.format(new Date(d)) : "—");

export function PublishedBadge({ published }: { published: boolean }) {
  return (
    <span
      className={`rounded-full px-2 py-0.5 text-xs font-semibold ${published ? "bg-green-100 text-green-900" : "bg-slate-200 text-slate-800"}`}
    >
      {published ? "Published" : "Draft"}
    </span>
  );
}

/** The public page's link once published; the plain text while a draft. */
export function PublicLink({ published, to, children }: { published: boolean; to: string; children: ReactNode }) {
  return published ? (
    <a href={to} className="text-brand-700 underline">
      {children}
    </a>
  ) : (
    children
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

interface ContentRow {
  id: number;
  title: string;
  published: boolean;
}

export const CONTENT_PANEL = href("/admin/content");

/** What differs between the pages section and the posts section, besides their columns. */
const KINDS = {
  page: {
    heading: "Content Pages",
    headingId: "content-pages-heading",
    newLink: { to: href("/admin/content/new-page"), label: "New Page" },
    emptyText: "No content pages yet.",
    noun: "content page",
    // ?deletePage=ID: the confirmation for that row.
    deleteParam: "deletePage",
    editHref: (id: number) => href("/admin/content/edit/:id", { id: String(id) }),
  },
  post: {
    heading: "Blog Posts",
    headingId: "blog-posts-heading",
    newLink: { to: href("/admin/blog/new-post"), label: "New Post" },
    emptyText: "No blog posts yet.",
    noun: "blog post",
    deleteParam: "deletePost",
    editHref: (id: number) => href("/admin/blog/edit/:id", { id: String(id) }),
  },
} as const;

export const statusColumn: AdminColumn<ContentRow> = {
  header: "Status",
  cell: (row) => <PublishedBadge published={row.published} />,
};

export function ContentListSection<Row extends ContentRow>({
  kind,
  rows,
  columns,
}: {
  kind: keyof typeof KINDS;
  rows: Row[];
  // The rows give the type; a shared column (the status) must not narrow it.
  columns: AdminColumn<NoInfer<Row>>[];
}) {
  const { heading, headingId, newLink, emptyText, noun, deleteParam, editHref } = KINDS[kind];
  const [params] = useSearchParams();
  const deleting = rows.find((r) => r.id === Number(params.get(deleteParam)));
  return (
    <section aria-labelledby={headingId}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-xl font-semibold">
          {heading}
        </h2>
        <Link to={newLink.to} className={btnPrimary}>
          {newLink.label}
        </Link>
      </div>
      <AdminTable
        rows={rows}
        columns={columns}
        emptyText={emptyText}
        actions={(row) => (
          <>
            <Link to={editHref(row.id)} className={btn} aria-label={`Edit ${row.title}`}>
              Edit
            </Link>{" "}
            <PublishToggle id={row.id} published={row.published} kind={kind} title={row.title} />{" "}
            <Link to={`?${deleteParam}=${row.id}`} preventScrollReset className={btn} aria-label={`Delete ${row.title}`}>
              Delete
            </Link>
          </>
        )}
      />
      {deleting ? (
        <ConfirmDeleteDialog
          title={`Delete "${deleting.title}"?`}
          message={`Are you sure you want to delete this ${noun}? This action cannot be undone.`}
          closeTo={CONTENT_PANEL}
          id={deleting.id}
          intent={`delete-${kind}`}
        />
      ) : null}
    </section>
  );
}
