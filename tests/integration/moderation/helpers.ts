/** Fixtures for the moderation tests: an admin with a session cookie, definitions, listings. */
import type { Db } from "../../../db/client.server";
import { attributeDefinitions, jobListings, opportunities, users } from "../../../db/schema";
import { getSessionStorage } from "../../../app/auth/session.server";
import { findOrCreateOrganization } from "../../../app/opportunities/store.server";
import { testContext, testEnv } from "../../support/context";
import type { Env } from "../../../app/lib/env.server";

export function insertUser(db: Db, { username = "moderator", isAdmin = true } = {}) {
  return db
    .insert(users)
    .values({ username, password: "not-a-real-hash", isAdmin, fullName: `${username} person` })
    .returning({ id: users.id })
    .get().id;
}

export async function sessionCookie(db: Db, env: Env, userId: number) {
  const storage = getSessionStorage(db, env);
  const session = await storage.getSession();
  session.set("userId", userId);
  const setCookie = await storage.commitSession(session);
  return setCookie.split(";")[0]!;
}

/** A context plus the Cookie headers of an admin and of a signed-in non-admin. */
export async function adminSetup(db: Db, envOverrides: Record<string, string> = {}) {
  const env = testEnv(envOverrides);
  const context = testContext(db, { env });
  const adminId = insertUser(db, { username: "moderator", isAdmin: true });
  const userId = insertUser(db, { username: "visitor", isAdmin: false });
  return {
    env,
    context,
    adminId,
    adminCookie: await sessionCookie(db, env, adminId),
    userCookie: await sessionCookie(db, env, userId),
  };
}

export function seedDefinitions(db: Db) {
  db.insert(attributeDefinitions)
    .values([
      {
        name: "category",
        label: "Category",
        dataType: "string",
        opportunityTypes: ["internship", "fellowship", "course"],
        isRequired: true,
        displayOrder: 1,
      },
      {
        name: "duration",
        label: "Duration",
        dataType: "string",
        opportunityTypes: ["internship", "course"],
        displayOrder: 2,
      },
      {
        name: "stipend",
        label: "Stipend",
        dataType: "string",
        opportunityTypes: ["internship", "fellowship"],
        displayOrder: 3,
      },
      {
        name: "hasPaid",
        label: "Paid",
        dataType: "boolean",
        opportunityTypes: ["internship", "fellowship"],
        displayOrder: 4,
      },
      {
        name: "skills",
        label: "Skills",
        dataType: "array",
        opportunityTypes: ["internship", "fellowship", "course"],
        displayOrder: 5,
      },
      {
        name: "cohortSize",
        label: "Cohort size",
        dataType: "number",
        opportunityTypes: ["fellowship"],
        displayOrder: 6,
      },
    ])
    .run();
}

let counter = 0;

export function insertOpportunity(
  db: Db,
  values: Partial<typeof opportunities.$inferInsert> & { organization?: string } = {},
) {
  counter++;
  const organizationId = findOrCreateOrganization(db, values.organization ?? "Green Earth Trust");
  const { organization: _o, ...rest } = values;
  return db
    .insert(opportunities)
    .values({
      title: `Solar field intern ${counter}`,
      organizationId,
      opportunityType: "internship",
      slug: `solar-field-intern-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      description: "Help villages in Rajasthan install and maintain solar micro-grids.",
      applicationInstructions: "Apply with your CV",
      location: "Remote (Work From Home)",
      ...rest,
    })
    .returning({ id: opportunities.id, slug: opportunities.slug })
    .get();
}

export function insertJob(db: Db, values: Partial<typeof jobListings.$inferInsert> = {}) {
  counter++;
  return db
    .insert(jobListings)
    .values({
      companyName: "Pratham Books",
      positionTitle: `Design intern ${counter}`,
      slug: `design-intern-${counter}-${Math.random().toString(36).slice(2, 8)}`,
      category: "design",
      location: "Remote (Work From Home)",
      description: "Illustrate children's books in twelve Indian languages for free distribution.",
      requirements: "A portfolio of illustration work",
      applicationUrl: "https://example.org/apply",
      ...values,
    })
    .returning({ id: jobListings.id, slug: jobListings.slug })
    .get();
}

export const validOpportunity = {
  title: "Climate policy fellow",
  organizationName: "Centre for Clean Air",
  opportunityType: "fellowship",
  location: "In-Person (On-Site)",
  description: "Research clean-air policy across three Indian states with our team.",
  requirements: "A degree in public policy or environmental science",
  applicationInstructions: "Send a cover letter",
  applicationUrl: "https://cleanair.example.org/apply",
  expiresAt: "2030-06-30",
  featured: false,
  attributes: {
    category: "data",
    skills: "research, writing",
    cohortSize: 12,
    hasPaid: true,
    stipend: "₹20,000/month",
  },
};

/** A loader or action of any route module (their generated argument types differ per route). */
type Handler = (args: never) => Promise<unknown>;
type HandlerArgs = { request: Request; context: unknown; params: Record<string, string>; url: URL };

/** Calls a resource route's loader (GET) or action (other methods) the way the server does. */
export async function callApi(
  module: { loader?: Handler; action?: Handler },
  options: {
    method?: string;
    path: string;
    params?: Record<string, string>;
    cookie?: string;
    json?: unknown;
    body?: BodyInit;
    contentType?: string;
    context: unknown;
  },
): Promise<Response> {
  const method = options.method ?? "GET";
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set("Content-Type", "application/json");
  }
  if (options.contentType) headers.set("Content-Type", options.contentType);
  const request = new Request(`http://localhost:3000${options.path}`, { method, headers, body });
  const handler = method === "GET" ? module.loader : module.action;
  if (!handler) throw new Error(`no handler for ${method}`);
  const result = await handler({
    request,
    context: options.context,
    params: options.params ?? {},
    url: new URL(request.url),
  } satisfies HandlerArgs as never);
  if (!(result instanceof Response)) throw new Error(`expected a Response, got ${JSON.stringify(result)}`);
  return result;
}

/** Runs a page action and returns its Response (redirect) or thrown Response/data. */
export async function callPage(
  handler: Handler,
  options: {
    path: string;
    /** The route's normalised URL when it differs from the request's (JavaScript submissions post to `….data`). */
    routeUrl?: string;
    params?: Record<string, string>;
    cookie?: string;
    form?: Record<string, string> | FormData;
    method?: string;
    context: unknown;
  },
): Promise<unknown> {
  const headers = new Headers();
  if (options.cookie) headers.set("Cookie", options.cookie);
  let body: BodyInit | undefined;
  if (options.form instanceof FormData) body = options.form;
  else if (options.form) body = new URLSearchParams(options.form);
  const request = new Request(`http://localhost:3000${options.path}`, {
    method: options.method ?? (body ? "POST" : "GET"),
    headers,
    body,
  });
  try {
    // The route's `url` argument is the normalised URL (no `.data` suffix).
    return await handler({
      request,
      context: options.context,
      params: options.params ?? {},
      url: new URL(options.routeUrl ?? request.url, request.url),
    } satisfies HandlerArgs as never);
  } catch (thrown) {
    return thrown;
  }
}

/** The toast a redirect or data response carries (remix-toast flash cookie). */
export async function toastOf(
  result: unknown,
): Promise<{ message: string; description?: string; type: string } | undefined> {
  const headers =
    result instanceof Response
      ? result.headers
      : (result as { init?: { headers?: HeadersInit } })?.init?.headers
        ? new Headers((result as { init: { headers: HeadersInit } }).init.headers)
        : undefined;
  const setCookie = headers?.get("Set-Cookie");
  if (!setCookie) return undefined;
  const { getToast } = await import("remix-toast");
  const cookie = setCookie
    .split(/,(?=\s*[\w-]+=)/)
    .map((c) => c.split(";")[0]!.trim())
    .join("; ");
  const { toast } = await getToast(new Request("http://localhost:3000/", { headers: { Cookie: cookie } }));
  return toast as { message: string; description?: string; type: string } | undefined;
}
