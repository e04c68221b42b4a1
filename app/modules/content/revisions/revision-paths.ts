/** Where the back office shows a revised record, its history and one revision, and who may open them. Plain code. */
import type { StaffRole } from "../../../platform/db/schema.ts";
import { may, type SectionName } from "../../staff/index.ts";

const EDITORS: Record<string, (key: string) => string> = {
  page: (key) => `/admin/content/${encodeURIComponent(key)}`,
  area: (key) => `/admin/areas/${encodeURIComponent(key)}`,
  blog: (key) => `/admin/blogs/${encodeURIComponent(key)}`,
  developer: (key) => `/admin/developers/${encodeURIComponent(key)}`,
  agent: (key) => `/admin/agents/${encodeURIComponent(key)}`,
  brokerage: () => "/admin/brokerage",
};

const KIND_LABELS: Record<string, string> = { page: "Page texts", area: "Area", blog: "Blog post", developer: "Developer", agent: "Agent", brokerage: "The brokerage" };

export const editPathOf = (kind: string, key: string) => EDITORS[kind]?.(key) ?? "/admin";
export const historyPathOf = (kind: string, key: string) => `/admin/history/${encodeURIComponent(kind)}/${encodeURIComponent(key)}`;
export const revisionPathOf = (id: number) => `/admin/revisions/${id}`;
export const kindLabel = (kind: string) => KIND_LABELS[kind] ?? kind;

export const ACTION_LABELS: Record<string, string> = { create: "Created", delete: "Deleted", update: "Edited", restore: "Restored an earlier version", reset: "Reset to the default" };

/** The back-office section of each kind: who may edit a record may see its history and restore it (an unknown kind is the history screen's 404). */
const KIND_SECTIONS: Record<string, SectionName> = { page: "pages", area: "areas", blog: "blogs", developer: "developers", agent: "agents", brokerage: "brokerage" };
export const mayReviseKind = (kind: string, role: StaffRole) => may(role, KIND_SECTIONS[kind] ?? "history");
