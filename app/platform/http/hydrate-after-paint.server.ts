/**
 * The page's scripts start after its first paint. React Router writes a module preload for every
 * chunk of the page in <head> and a module script whose static imports fetch the route modules at
 * once; on a phone's slow link those ~120 KB of script then share the first round trips with the
 * stylesheet and the hero image, and the browser evaluates them (and React hydrates) before it
 * paints: Lighthouse measured home's largest paint 1.2–1.7 s after its image had arrived, the
 * scripts' download and evaluation in between. The page is complete without its scripts (every page
 * renders on the server; they make it interactive), so they go after the paint:
 *
 * - the module preloads leave <head>;
 * - the module script waits for the first frame (a requestAnimationFrame, then a task: the frame has
 *   been painted), then adds the same preloads (so the chunks are fetched side by side, not one
 *   import after another) and imports the route modules and the entry, in React Router's order.
 *
 * A hidden tab paints nothing: there the script goes on at once. Typing before hydration is kept
 * (the fields' values are read when they hydrate: early-input.spec.ts).
 */

const PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*\/?>/g;
const MODULE_SCRIPT_START = '<script type="module" async="">';
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/** Waits for the first painted frame, then preloads `hrefs` (the page's chunks). Kept small: it is in every page. */
function afterPaint(hrefs: string[]): string {
  return (
    `await new Promise((r) => document.visibilityState === "hidden" ? r() : requestAnimationFrame(() => setTimeout(r)));` +
    `for (const h of ${JSON.stringify(hrefs)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = h; document.head.append(l); }`
  );
}

/**
 * Parts of a document as one UTF-8 buffer, each encoded once into its place. Why not join them first:
 * a page with one Arabic word or typographic quote is a two-byte string of 240–460 KB, and joining
 * React's output with the rewritten script makes V8 copy the whole of it again before encoding
 * (a large-object allocation; ~0.4 ms of an uncached unit list).
 */
function utf8Bytes(parts: string[]): Buffer<ArrayBuffer> {
  const lengths = parts.map((part) => Buffer.byteLength(part));
  const bytes = Buffer.allocUnsafe(lengths.reduce((sum, n) => sum + n, 0));
  let at = 0;
  for (const part of parts) at += bytes.write(part, at);
  return bytes;
}

/**
 * The document's bytes, `doctype` first, with its scripts fetched and run after the first paint
 * (unchanged when it has no module script). The preloads are looked for in <head> only and the
 * script from the end: the body (up to 230 KB) is not scanned.
 */
export function hydrateAfterPaint(html: string, doctype = ""): Buffer<ArrayBuffer> {
  const start = html.lastIndexOf(MODULE_SCRIPT_START);
  const headEnd = html.indexOf("</head>");
  if (start < 0 || headEnd < 0 || headEnd > start) return utf8Bytes([doctype, html]);
  const end = html.indexOf("</script>", start);
  const head = html.slice(0, headEnd);
  const hrefs = [...head.matchAll(PRELOAD)].map((m) => m[1]!);
  const imports: { name: string; href: string }[] = [];
  const body = html.slice(start + MODULE_SCRIPT_START.length, end).replace(STATIC_IMPORT, (_all, name: string, href: string) => {
    imports.push({ name, href });
    return "";
  });
  const load = imports.length ? `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.href})`).join(", ")}]);` : "";
  return utf8Bytes([doctype, head.replace(PRELOAD, ""), html.slice(headEnd, start), `${MODULE_SCRIPT_START}${afterPaint(hrefs)}${load}${body}`, html.slice(end)]);
}
