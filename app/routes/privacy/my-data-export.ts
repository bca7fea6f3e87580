import { data } from "react-router";
import type { Route } from "./+types/my-data-export";
import { dbContext } from "~/lib/context";
import { routeHandle } from "~/lib/route-rules";
import { SECRET_PAGE_HEADERS } from "~/lib/route-rules";
import { collectMyData, myDataRequestByToken } from "~/privacy/my-data.server";

/** The same secret link as the page: cut from logs, never cached (app/lib/route-rules.ts). */
export const handle = routeHandle({ audience: "private", secretParams: ["token"], showsAddress: true });

/** /my-data/:token/data.json — everything the page lists, as a JSON download. */
export function loader({ params, context }: Route.LoaderArgs) {
  const db = context.get(dbContext);
  const found = myDataRequestByToken(db, params.token);
  if (!found) throw data({ message: "This link has expired" }, { status: 404 });
  const body = { email: found.email, exportedAt: new Date().toISOString(), ...collectMyData(db, found.email) };
  return new Response(JSON.stringify(body, null, 2), {
    headers: {
      ...SECRET_PAGE_HEADERS,
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": 'attachment; filename="my-data.json"',
    },
  });
}
