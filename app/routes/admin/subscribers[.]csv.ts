/** /admin/subscribers.csv: the mailing list as a CSV download, admins and editors only. */
import type { Route } from "./+types/subscribers[.]csv";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { exportSubscribersCsv } from "../../modules/leads/subscribers.server.ts";
import { csvDownload } from "../../platform/http/csv-response.server.ts";
import { isoDate } from "../../platform/i18n/dates.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "subscribers" });
  return csvDownload(exportSubscribersCsv(dbOf(args), staff), `subscribers-${isoDate(new Date())}.csv`);
}
