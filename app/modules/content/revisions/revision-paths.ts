/** Where the back office shows a revised record, its history and one revision (issue 20). Plain code. */

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

/** Who edits content: admins and editors (agents do not). */
export const CONTENT_ROLES = ["admin", "editor"] as const;

/** Kinds only some of CONTENT_ROLES may see and restore (the brokerage's identity: admins). */
const KIND_ROLES: Record<string, readonly string[]> = { brokerage: ["admin"] };
export const mayReviseKind = (kind: string, role: string) => (KIND_ROLES[kind] ?? CONTENT_ROLES).includes(role);
