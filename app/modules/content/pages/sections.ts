/**
 * Long texts as titled sections: legal texts and guides are split at their <h2> headings so the
 * pages can list them under "On this page". Pure functions of the text.
 */
import { slugify } from "../blog/blog-links.ts";

export type TextSection = { id: string; title: string; html: string };

/** Splits HTML at its <h2> headings: the text before the first heading, then one section per heading. */
export function splitSections(html: string): { introHtml: string; sections: TextSection[] } {
  const parts = html.split(/(?=<h2[\s>])/i);
  const first = parts[0] ?? "";
  const hasIntro = !/^<h2[\s>]/i.test(first.trim());
  const introHtml = hasIntro ? first.trim() : "";
  const used = new Set<string>();
  const sections = (hasIntro ? parts.slice(1) : parts).map((part, i) => {
    const m = /^<h2[^>]*>([\s\S]*?)<\/h2>/i.exec(part.trim());
    const title = (m?.[1] ?? "").replace(/<[^>]*>/g, "").trim() || `Section ${i + 1}`;
    let id = slugify(title) || `section-${i + 1}`;
    while (used.has(id)) id = `${id}-${i + 1}`;
    used.add(id);
    return { id, title, html: m ? part.trim().slice(m[0].length).trim() : part.trim() };
  });
  return { introHtml, sections };
}

/** Sections of several texts, in order; text before a text's first heading joins the previous section. */
export function sectionsOf(htmls: string[]): TextSection[] {
  const out: TextSection[] = [];
  for (const html of htmls) {
    const { introHtml, sections } = splitSections(html);
    const last = out[out.length - 1];
    if (introHtml && last) last.html += introHtml;
    else if (introHtml) out.push({ id: `part-${out.length + 1}`, title: "", html: introHtml });
    for (const sec of sections) out.push(out.some((o) => o.id === sec.id) ? { ...sec, id: `${sec.id}-${out.length + 1}` } : sec);
  }
  return out;
}
