/**
 * Comparing two versions of a content record: both are flattened to their leaf values
 * by path ("texts.heading.en", "lists.faq.2.body.en", "name.ar") and the paths whose values differ
 * are listed with a label a person reads ("Heading (English)", "FAQ 3 answer (English)").
 * Plain code: the compare screen renders the rows.
 */
import { fieldLabel, listLabel, partLabel, type ItemPart } from "../pages/content-page-form.ts";
import { recordFieldLabel } from "./revision-labels.ts";

type DiffRow = { path: string; label: string; before: string | null; after: string | null };

function flatten(value: unknown, prefix: string, out: Map<string, string>): void {
  if (value === null || value === undefined) return;
  if (Array.isArray(value)) value.forEach((v, i) => flatten(v, `${prefix}${i}.`, out));
  else if (typeof value === "object") for (const [k, v] of Object.entries(value)) flatten(v, `${prefix}${k}.`, out);
  else out.set(prefix.slice(0, -1), String(value));
}

const LANGS: Record<string, string> = { en: "English", ar: "Arabic" };

/** A path in words. Pages: texts by field, lists by item and part; other records: their kind's labels (revision-labels.ts), else their field names. */
export function pathLabel(path: string, kind = "page"): string {
  const known = recordFieldLabel(kind, path);
  if (known !== null) return known;
  const parts = path.split(".");
  const lang = parts.at(-1)!;
  const suffix = lang in LANGS ? ` (${LANGS[lang]})` : "";
  const body = lang in LANGS ? parts.slice(0, -1) : parts;
  if (body[0] === "texts") return `${fieldLabel(body.slice(1).join("."))}${suffix}`;
  if (body[0] === "lists" && body.length >= 4) {
    const [, list, n, part] = body as [string, string, string, string];
    if (part === "ref") return `${listLabel(list)} ${Number(n) + 1} link`;
    return `${listLabel(list)} ${Number(n) + 1} ${partLabel(list, part as ItemPart)}${suffix}`;
  }
  return `${fieldLabel(body.join("-").replace(/([a-z])([A-Z])/g, "$1-$2").toLowerCase())}${suffix}`;
}

/** The values that differ between two versions of a record of `kind` (null: absent in that version), in a stable order. */
export function compareVersions(before: unknown, after: unknown, kind = "page"): DiffRow[] {
  const a = new Map<string, string>();
  const b = new Map<string, string>();
  flatten(before, "", a);
  flatten(after, "", b);
  const rows: DiffRow[] = [];
  for (const path of new Set([...b.keys(), ...a.keys()])) {
    if (path === "page") continue;
    const x = a.get(path) ?? null;
    const y = b.get(path) ?? null;
    if (x !== y) rows.push({ path, label: pathLabel(path, kind), before: x, after: y });
  }
  return rows;
}
