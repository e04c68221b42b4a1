/**
 * /admin/leads.csv: the inbox's filtered leads as a CSV download, streamed in keyset
 * batches. The same roles and scope as the inbox; the same lenient reading of the filters.
 */
import type { Route } from "./+types/leads[.]csv";
import { dbOf, requireStaff } from "../../modules/staff/require-staff.server.ts";
import { exportLeadsCsv } from "../../modules/leads/inbox/lead-inbox.server.ts";
import { seesAllLeads } from "../../modules/staff/scope.ts";
import { readInboxQuery } from "../../modules/leads/inbox/inbox-url.ts";
import { csvDownload } from "../../platform/http/csv-response.server.ts";
import { isoDate } from "../../platform/i18n/dates.ts";

export async function loader(args: Route.LoaderArgs) {
  const staff = await requireStaff(args, { section: "leads" });
  const { filters } = readInboxQuery(new URL(args.request.url).searchParams, { agentFilter: seesAllLeads(staff) });
  return csvDownload(exportLeadsCsv(dbOf(args), staff, filters), `leads-${isoDate(new Date())}.csv`);
}
