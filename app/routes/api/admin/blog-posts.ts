/** GET /api/admin/blog: post rows {id, title, slug, published, publishedAt, updatedAt, authorId, author}. */
import { listBlogPosts } from "~/content/blog.server";
import { adminEndpoint } from "~/lib/admin-item-endpoint.server";
import { json } from "~/lib/api.server";

const endpoint = adminEndpoint(["GET"], ({ db }) => json(listBlogPosts(db)));
export const loader = endpoint.loader;
export const action = endpoint.action;
