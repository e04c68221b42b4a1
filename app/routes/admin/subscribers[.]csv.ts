/** /admin/subscribers.csv: the mailing list as a CSV download (issue 19), admins and editors only. */
import type { Route } from "./+types/subscribers[.]csv";
import { dbOf, requireStaff } from "../../auth/require-staff.server.ts";
import { exportSubscribersCsv } from "../../services/subscribers.server.ts";
import { csvDownload } from "../../lib/csv-response.server.ts";
import { isoDate } from "../../lib/dates.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { roles: ["admin", "editor"] });
  return csvDownload(exportSubscribersCsv(dbOf(args), staff), `subscribers-${isoDate(new Date())}.csv`);
}
