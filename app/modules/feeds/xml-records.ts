/**
 * Reads a feed's XML as a stream of records (each child element of the root, as a small tree),
 * one at a time, so a feed of 100,000 listings never sits in memory whole. Built on saxes, which
 * refuses malformed XML: a file cut short fails at its end with the line where it stopped.
 *
 * Feeds written by CRMs often carry HTML's named entities (`&nbsp;`, `&rsquo;`) that XML does not
 * define; the common ones are accepted as their characters rather than failing the whole feed.
 */
import { SaxesParser } from "saxes";

/**
 * One element: `text` is its own text (trimmed), `children` its elements, and `content` both in
 * document order (for HTML written unescaped inside a description, where the order is the text).
 */
export type XmlNode = { name: string; attrs: Record<string, string>; text: string; children: XmlNode[]; content: (string | XmlNode)[] };

type FeedEvent = { type: "root"; name: string; attrs: Record<string, string> } | { type: "record"; node: XmlNode };

/** The feed is not well-formed XML (cut short, broken markup): nothing of it can be trusted whole. */
export class FeedXmlError extends Error {
  readonly line: number;
  constructor(message: string, line: number) {
    super(message);
    this.name = "FeedXmlError";
    this.line = line;
  }
}

const HTML_ENTITIES: Record<string, string> = {
  nbsp: "\u00a0", rsquo: "\u2019", lsquo: "\u2018", ldquo: "\u201c", rdquo: "\u201d", ndash: "\u2013", mdash: "\u2014",
  hellip: "\u2026", copy: "\u00a9", reg: "\u00ae", trade: "\u2122", bull: "\u2022", middot: "\u00b7", deg: "\u00b0", sup2: "\u00b2",
};

/** Records of the feed in order; the first event names the root element. */
export async function* readFeed(chunks: AsyncIterable<string | Buffer> | Iterable<string | Buffer>): AsyncGenerator<FeedEvent> {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, HTML_ENTITIES);
  const queue: FeedEvent[] = [];
  const stack: XmlNode[] = [];
  let failure: FeedXmlError | null = null;
  parser.on("error", (e) => {
    failure ??= new FeedXmlError(`The feed is not well-formed XML at line ${parser.line}: ${e.message.replace(/^(.*?:)?\d+:\d+: /, "")}`, parser.line);
  });
  parser.on("opentag", (tag) => {
    const node: XmlNode = { name: tag.name, attrs: { ...(tag.attributes as Record<string, string>) }, text: "", children: [], content: [] };
    if (stack.length === 0) queue.push({ type: "root", name: node.name, attrs: node.attrs });
    else if (stack.length >= 2) {
      const parent = stack[stack.length - 1]!;
      parent.children.push(node);
      parent.content.push(node);
    }
    stack.push(node);
  });
  const addText = (t: string) => {
    if (stack.length < 2) return;
    const node = stack[stack.length - 1]!;
    node.text += t;
    const last = node.content.length - 1;
    if (typeof node.content[last] === "string") node.content[last] += t;
    else node.content.push(t);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  parser.on("closetag", () => {
    const node = stack.pop()!;
    node.text = node.text.trim();
    if (stack.length === 1) queue.push({ type: "record", node });
  });
  let first = true;
  for await (const raw of chunks) {
    let chunk = typeof raw === "string" ? raw : raw.toString("utf8");
    if (first) {
      chunk = chunk.replace(/^\uFEFF/, "");
      first = false;
    }
    parser.write(chunk);
    if (failure) throw failure;
    yield* queue.splice(0);
  }
  parser.close();
  if (failure) throw failure;
  yield* queue.splice(0);
}

/** The first child named `name` (case-insensitive: CRMs disagree on `Off_plan` and `Off_Plan`). */
export function child(node: XmlNode, name: string): XmlNode | undefined {
  const lower = name.toLowerCase();
  return node.children.find((c) => c.name.toLowerCase() === lower);
}

const escapeXml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * A node's content as markup: its text, or, when a CRM put unescaped HTML in a description
 * (`<description_en><p>…</p></description_en>`), the elements written back as HTML.
 * Text and elements are written in their document order.
 */
export function innerMarkup(node: XmlNode): string {
  if (!node.children.length) return node.text;
  const write = (n: XmlNode): string => {
    const attrs = Object.entries(n.attrs).map(([k, v]) => ` ${k}="${escapeXml(v).replace(/"/g, "&quot;")}"`).join("");
    return `<${n.name}${attrs}>${inner(n)}</${n.name}>`;
  };
  const inner = (n: XmlNode): string => n.content.map((c) => (typeof c === "string" ? escapeXml(c) : write(c))).join("");
  return inner(node).trim();
}

/** A node as plain data for the fields kept aside: text, or its children by name (repeated names as lists). */
export function nodeValue(node: XmlNode): unknown {
  if (!node.children.length) return Object.keys(node.attrs).length ? { ...node.attrs, value: node.text } : node.text;
  const out: Record<string, unknown> = {};
  for (const c of node.children) {
    const v = nodeValue(c);
    const prev = out[c.name];
    out[c.name] = prev === undefined ? v : Array.isArray(prev) ? [...prev, v] : [prev, v];
  }
  return out;
}
