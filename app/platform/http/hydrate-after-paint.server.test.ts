import { describe, expect, it } from "vitest";
import { hydrateAfterPaint } from "./hydrate-after-paint.server.ts";

const HEAD = '<html><head><link rel="stylesheet" href="/assets/app.css"/><link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/></head>';
const BODY = '<body><p>An article quoting <code>&lt;link rel="modulepreload" href="/x.js"/&gt;</code></p>';
const SCRIPT = '<script type="module" async="">;\nimport * as route0 from "/assets/root.js";\nimport * as route1 from "/assets/home.js";\nwindow.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\nimport("/assets/entry.js");</script>';

describe("the scripts after the first paint", () => {
  it("takes the preloads out of <head> and has the module script add them after a frame, then import in React Router's order", () => {
    const out = hydrateAfterPaint(`${HEAD}${BODY}${SCRIPT}</body></html>`).toString();
    expect(out).not.toContain('<link rel="modulepreload" href="/assets/entry.js"/>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/app.css"/>');
    // The page's own text is not touched, even where it reads like a preload.
    expect(out).toContain(BODY);
    const script = /<script type="module" async="">([\s\S]*?)<\/script>/.exec(out)![1]!;
    expect(script.indexOf("requestAnimationFrame")).toBeLessThan(script.indexOf('["/assets/entry.js","/assets/root.js"]'));
    expect(script).toContain('const [route0, route1] = await Promise.all([import("/assets/root.js"), import("/assets/home.js")]);');
    expect(script.indexOf("Promise.all")).toBeLessThan(script.indexOf("__reactRouterRouteModules"));
    expect(script.trimEnd().endsWith('import("/assets/entry.js");')).toBe(true);
    expect(script).not.toMatch(/import \* as/);
  });

  it("leaves a document without React Router's module script as it is", () => {
    const html = `${HEAD}${BODY}</body></html>`;
    expect(hydrateAfterPaint(html).toString()).toBe(html);
  });

  it("writes the doctype first and every character as UTF-8, Arabic and emoji included", () => {
    const body = "<body><a>العربية</a><p>“Dubai Marina” … 🏙 ‹›</p>";
    const html = `${HEAD}${body}${SCRIPT}</body></html>`;
    const out = hydrateAfterPaint(html, "<!DOCTYPE html>");
    expect(out.toString().startsWith("<!DOCTYPE html><html><head>")).toBe(true);
    expect(out.toString()).toContain(body);
    expect(out.toString()).toContain('import("/assets/entry.js");</script></body></html>');
    expect(Buffer.from(out.toString()).equals(out)).toBe(true);
    expect(hydrateAfterPaint(`${HEAD}${body}</body></html>`, "<!DOCTYPE html>").toString()).toBe(`<!DOCTYPE html>${HEAD}${body}</body></html>`);
  });
});
