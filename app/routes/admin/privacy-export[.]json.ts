/** /admin/privacy/requests/:id.json: everything held about a request's address, one JSON file, admins only. */
import type { Route } from "./+types/privacy-export[.]json";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { collectData, readDataRequest } from "../../modules/privacy/index.server.ts";

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, { section: "privacy" });
  const request = await readDataRequest(dbOf(args), Number(args.params.id));
  if (!request || request.status === "pending" || !request.email) throw new Response("Not found", { status: 404 });
  const body = JSON.stringify(await collectData(dbOf(args), request.email), null, 2);
  return new Response(body, {
    headers: { "Content-Type": "application/json; charset=utf-8", "Content-Disposition": `attachment; filename="data-request-${request.id}.json"`, "Cache-Control": "no-store" },
  });
}
