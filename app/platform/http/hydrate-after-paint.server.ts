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
const MODULE_SCRIPT = /<script type="module" async="">([\s\S]*?)<\/script>/;
const STATIC_IMPORT = /import \* as (\w+) from ("[^"]+");/g;

/** Waits for the first painted frame, then preloads `hrefs` (the page's chunks). Kept small: it is in every page. */
function afterPaint(hrefs: string[]): string {
  return (
    `await new Promise((r) => document.visibilityState === "hidden" ? r() : requestAnimationFrame(() => setTimeout(r)));` +
    `for (const h of ${JSON.stringify(hrefs)}) { const l = document.createElement("link"); l.rel = "modulepreload"; l.href = h; document.head.append(l); }`
  );
}

/** The document with its scripts fetched and run after the first paint (unchanged when it has no module script). */
export function hydrateAfterPaint(html: string): string {
  const script = MODULE_SCRIPT.exec(html);
  if (!script) return html;
  const hrefs = [...html.matchAll(PRELOAD)].map((m) => m[1]!);
  const imports: { name: string; href: string }[] = [];
  const body = script[1]!.replace(STATIC_IMPORT, (_all, name: string, href: string) => {
    imports.push({ name, href });
    return "";
  });
  const load = imports.length ? `const [${imports.map((i) => i.name).join(", ")}] = await Promise.all([${imports.map((i) => `import(${i.href})`).join(", ")}]);` : "";
  const rewritten = `<script type="module" async="">${afterPaint(hrefs)}${load}${body}</script>`;
  return html.replace(PRELOAD, "").replace(script[0], () => rewritten);
}
