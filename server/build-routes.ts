/** The route rules of this server build (server/route-rules.ts), shared by the request log and the app. */
import * as serverBuild from "virtual:react-router/server-build";
import { createRouteRules } from "./route-rules";

export const buildRoutes = createRouteRules(serverBuild.routes);
