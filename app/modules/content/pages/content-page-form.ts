/**
 * The back office's page editor form: a page's texts and lists as flat form fields and
 * back, and the content schema's messages tied to those fields. Plain code, no zod: the browser
 * may import it (it names the fields the screen renders).
 *
 * Names: `t:<field>:en|ar` for a text; `l:<list>:<n>:<part>:en|ar` for a list item's title,
 * subtitle or body, `l:<list>:<n>:ref` for its link key and `l:<list>:<n>:remove` ("yes") to drop
 * it. Each list has one blank item after its last: filled in, it is added; left blank, ignored.
 */

type LocalPair = { en: string; ar: string | null };
type PageItem = { ref: string | null; title: LocalPair; subtitle: LocalPair | null; body: LocalPair | null };
export type PageRecord = { page: string; texts: Record<string, LocalPair>; lists: Record<string, PageItem[]> };

/** What the form gives the content service (the schema decides whether it is right). */
type PageFormInput = {
  page: string;
  texts: Record<string, { en: string; ar: string }>;
  lists: Record<string, Array<{ ref: string | null; title: { en: string; ar: string }; subtitle: { en: string; ar: string } | null; body: { en: string; ar: string } | null }>>;
};

const PARTS = ["title", "subtitle", "body"] as const;
export type ItemPart = (typeof PARTS)[number];

export const textName = (field: string, lang: "en" | "ar") => `t:${field}:${lang}`;
export const itemName = (list: string, n: number, part: ItemPart | "ref" | "remove", lang?: "en" | "ar") =>
  lang ? `l:${list}:${n}:${part}:${lang}` : `l:${list}:${n}:${part}`;

/** Which optional parts a list's items have (every list has titles; a FAQ's body is its answer). */
export function listParts(list: string, items: PageItem[]): ItemPart[] {
  const parts: ItemPart[] = ["title"];
  if (items.some((i) => i.subtitle)) parts.push("subtitle");
  if (list === "faq" || items.some((i) => i.body)) parts.push("body");
  return parts;
}

/** A list item's parts in words, for labels ("FAQ 2 answer (English)"). */
export function partLabel(list: string, part: ItemPart): string {
  if (list === "faq") return part === "title" ? "question" : part === "body" ? "answer" : part;
  if (list === "testimonials") return part === "title" ? "name" : part === "subtitle" ? "designation" : "quote";
  return part === "title" ? "title" : part === "subtitle" ? "subtitle" : "text";
}

export function listLabel(list: string): string {
  return list === "faq" ? "FAQ" : list.charAt(0).toUpperCase() + list.slice(1).replace(/s$/, "").replaceAll("-", " ");
}

/** "seo-title" → "SEO title", "hero.heading" → "Hero heading", "intro-html" → "Intro". */
export function fieldLabel(field: string): string {
  const words = field
    .replace(/(^|-)html$/, "")
    .split(/[-.]/)
    .filter(Boolean)
    .map((w) => (w === "seo" || w === "faq" ? w.toUpperCase() : w));
  const text = words.join(" ") || "Text";
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stored page as the form's initial values. */
export function pageToValues(page: PageRecord): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [field, t] of Object.entries(page.texts)) {
    values[textName(field, "en")] = t.en;
    values[textName(field, "ar")] = t.ar ?? "";
  }
  for (const [list, items] of Object.entries(page.lists))
    items.forEach((item, n) => {
      if (item.ref !== null) values[itemName(list, n, "ref")] = item.ref;
      for (const part of PARTS) {
        const v = item[part];
        if (!v) continue;
        values[itemName(list, n, part, "en")] = v.en;
        values[itemName(list, n, part, "ar")] = v.ar ?? "";
      }
    });
  return values;
}

/** Where each item of the input came from in the form (removed and blank items are not in the input). */
type ItemOrigins = Record<string, number[]>;

/**
 * The posted fields as the service's input, and where each kept item came from (to put a message
 * back on the right field). Fields of texts the page does not name are kept, so the service can
 * refuse them; parts not posted stay null.
 */
export function valuesToInput(page: string, values: Record<string, string>): { input: PageFormInput; origins: ItemOrigins } {
  const texts: PageFormInput["texts"] = {};
  const raw: Record<string, Map<number, Record<string, string>>> = {};
  for (const [name, value] of Object.entries(values)) {
    const t = /^t:([^:]+):(en|ar)$/.exec(name);
    if (t) {
      const text = (texts[t[1]!] ??= { en: "", ar: "" });
      text[t[2] as "en" | "ar"] = value;
      continue;
    }
    const l = /^l:([^:]+):(\d{1,3}):(title|subtitle|body|ref|remove)(?::(en|ar))?$/.exec(name);
    if (!l) continue;
    const items = (raw[l[1]!] ??= new Map());
    const n = Number(l[2]);
    const fields = items.get(n) ?? {};
    fields[l[4] ? `${l[3]}:${l[4]}` : l[3]!] = value;
    items.set(n, fields);
  }
  const lists: PageFormInput["lists"] = {};
  const origins: ItemOrigins = {};
  for (const [list, items] of Object.entries(raw)) {
    lists[list] = [];
    origins[list] = [];
    for (const n of [...items.keys()].sort((a, b) => a - b)) {
      const f = items.get(n)!;
      if (f.remove === "yes") continue;
      const pair = (part: ItemPart) =>
        f[`${part}:en`] === undefined && f[`${part}:ar`] === undefined ? null : { en: f[`${part}:en`] ?? "", ar: f[`${part}:ar`] ?? "" };
      const title = pair("title") ?? { en: "", ar: "" };
      let subtitle = pair("subtitle");
      let body = pair("body");
      const blank = (p: { en: string; ar: string } | null) => !p || (p.en.trim() === "" && p.ar.trim() === "");
      // The blank item offered for adding one, left blank: not an item.
      if (blank(title) && blank(subtitle) && blank(body)) continue;
      if (blank(subtitle)) subtitle = null;
      if (blank(body)) body = null;
      lists[list].push({ ref: f.ref?.trim() || null, title, subtitle, body });
      origins[list].push(n);
    }
  }
  return { input: { page, texts, lists }, origins };
}

/** A schema message's path (["texts", "heading", "en"], ["lists", "faq", 2, "body", "en"]) as the form field it belongs to. */
export function fieldOfIssue(path: ReadonlyArray<PropertyKey>, origins: ItemOrigins): string | null {
  const [root, key, a, b, c] = path.map((p) => (typeof p === "symbol" ? "" : p));
  if (root === "texts" && typeof key === "string") return textName(key, b === undefined && (a === "en" || a === "ar") ? a : "en");
  if (root === "lists" && typeof key === "string" && typeof a === "number") {
    const n = origins[key]?.[a] ?? a;
    const part = b === "subtitle" || b === "body" ? b : "title";
    return itemName(key, n, part, c === "ar" ? "ar" : "en");
  }
  return null;
}

/** The public page a content page's texts appear on (page keys are the spec's paths). */
export function publicPathOfPage(page: string): string {
  return page === "home" ? "/" : `/${page}`;
}

/** A text holds HTML when its field says so (intro-html, sections.x-html, html). */
export const isHtmlField = (field: string) => field === "html" || field.endsWith("-html");
/** Lists whose item bodies are HTML (FAQ answers, career roles, community blurbs); other bodies are plain text. */
export const isHtmlList = (list: string) => list === "faq" || list === "roles" || list === "blurbs";
