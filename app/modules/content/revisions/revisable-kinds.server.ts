/**
 * Every kind of content that keeps revisions, by the name stored in
 * content_revisions.kind: the history and compare screens find a record's reader and writer here.
 */
import type { RevisionKind } from "../../../platform/db/schema.ts";
import { pageRecord } from "../pages/write-content.server.ts";
import { areaRecord } from "../areas/areas.server.ts";
import { blogRecord } from "../blog/blogs.server.ts";
import { developerRecord } from "../developers/developers-editor.server.ts";
import { agentRecord } from "../agents/agents-editor.server.ts";
import { brokerageRecord } from "../brokerage/brokerage-editor.server.ts";
import type { Revisable } from "./revisions.server.ts";

const REVISABLE: Record<RevisionKind, Revisable<unknown>> = {
  page: pageRecord as Revisable<unknown>,
  area: areaRecord as Revisable<unknown>,
  blog: blogRecord as Revisable<unknown>,
  developer: developerRecord as Revisable<unknown>,
  agent: agentRecord as Revisable<unknown>,
  brokerage: brokerageRecord as Revisable<unknown>,
};

export function revisableOf(kind: string): Revisable<unknown> | null {
  return Object.hasOwn(REVISABLE, kind) ? REVISABLE[kind as RevisionKind] : null;
}
