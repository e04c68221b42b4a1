/**
 * The route table of spec 2.1, one line per screen. Hold it beside the spec to tick off.
 */
import { type RouteConfig, index, route } from "@react-router/dev/routes";

export default [
  index("routes/home.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
