/**
 * The inbox's URL: its filters and page as query parameters, read leniently (a bad
 * parameter is dropped, never an error: an edited or stale link still shows the inbox), and written
 * back for the page links and the CSV export, which take the same filters. No server code.
 */
import {
  leadFiltersSchema,
  leadPageSchema,
  leadSortSchema,
  type LeadFiltersInput,
  type LeadPageInput,
  type LeadSort,
} from "./inbox-schemas.ts";

const FILTER_KEYS = ["status", "kind", "agent", "unitId", "projectId", "from", "to", "q", "overdue"] as const;
const MANY = new Set<string>(["status", "kind"]);

type InboxQuery = { filters: LeadFiltersInput; sort: LeadSort; page: LeadPageInput };

/** Each parameter on its own: one that does not pass its field's rule is left out. */
export function readInboxQuery(params: URLSearchParams, opts: { agentFilter: boolean }): InboxQuery {
  const shape = leadFiltersSchema.shape;
  const filters: Record<string, unknown> = {};
  for (const key of FILTER_KEYS) {
    if (key === "agent" && !opts.agentFilter) continue;
    const raw = MANY.has(key) ? params.getAll(key).filter(Boolean) : (params.get(key) ?? undefined);
    if (raw === undefined || (Array.isArray(raw) && !raw.length)) continue;
    // Of several values, the good ones count.
    const values = Array.isArray(raw) ? raw.filter((v) => shape[key].safeParse(v).success) : raw;
    if (Array.isArray(values) ? values.length && shape[key].safeParse(values).success : shape[key].safeParse(values).success)
      filters[key] = values;
  }
  if (typeof filters.from === "string" && typeof filters.to === "string" && filters.from > filters.to) delete filters.to;
  const sort = leadSortSchema.safeParse(params.get("sort") ?? undefined);
  const page: LeadPageInput = {};
  for (const key of ["after", "before", "size"] as const) {
    const value = params.get(key);
    if (value && leadPageSchema.shape[key].safeParse(value).success) page[key] = value;
  }
  return { filters: filters as LeadFiltersInput, sort: sort.success ? sort.data : "newest", page };
}

/** The filters (and sort) as a query string, without the page: for the export and the page links. */
export function inboxSearch(filters: LeadFiltersInput, sort: LeadSort, extra: Record<string, string | null> = {}): string {
  const out = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const v = filters[key];
    if (v === undefined || v === null || v === "") continue;
    for (const one of Array.isArray(v) ? v : [v]) out.append(key, String(one));
  }
  if (sort !== "newest") out.set("sort", sort);
  for (const [k, v] of Object.entries(extra)) if (v) out.set(k, v);
  const s = out.toString();
  return s ? `?${s}` : "";
}
