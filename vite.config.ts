import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR build bundles server/app.ts (Express app, JSON API, data layer) together with
// the React Router server build, so the whole server shares one module graph.
/**
 * The visitor's shortlist buttons and their store hooks: on the first load of every page that shows a card (home,
 * lists, details, developer and area pages) and of none without one, so one file for them too.
 */
const CARD_TOOL_MODULES = /app[\\/]modules[\\/]listings[\\/](?:visitor[\\/](?:favourite-button|visitor-hooks)|ui[\\/]listing-href|search[\\/]toggle)\./;

/**
 * The breadcrumb and the article text: on every page but the home page, the article text on most of them. The lists'
 * filter button joins them: it is shared with the back office's tables, and alone it was one more file (0.3 KB more
 * Brotli) on every list's first load.
 */
const PAGE_PART_MODULES = /app[\\/]ui[\\/](?:breadcrumb|prose|filter-disclosure)\.tsx/;

/** The app's own TypeScript, whose top level only declares (checked by tests/integration/app-modules-pure.test.ts). */
const APP_SOURCE = /[\\/]app[\\/].*\.tsx?$/;

/** Modules the root layout imports statically (so every page loads them): see the "shell" chunk below. */
const SHELL_MODULES =
  /app[\\/](?:platform[\\/](?:i18n[\\/](?:intl|local-text|locale|messages|translate|format|page-messages)\.|i18n[\\/]messages[\\/]|http[\\/](?:absolute-url|document-json)\.)|ui[\\/](?:brokerage|link|img|json-ld|json-block|icons[\\/]|use-schema-form|use-hydrated|enquiry-event|contact-tap)\.?|modules[\\/](?:staff[\\/]paths|listings[\\/](?:categories|visitor[\\/]visitor-context|ui[\\/]icons\.)|leads[\\/](?:lead-forms\.|ui[\\/](?:form-guard|lead-forms-data|honeypot|consent-fields))|site[\\/]seo)\.?)/;

export default defineConfig(({ isSsrBuild }) => ({
  build: {
    rollupOptions: isSsrBuild ? { input: "./server/app.ts" } : undefined,
  },
  environments: {
    // React Router 8 builds with the environment API and reads the server entry from here.
    // The enquiry modal imports the lead form lazily so that browsers fetch it only when the modal
    // opens (its own chunk, outside every page's first load; the contact page and the form's
    // result page import it statically). The server is one bundle where that split has no
    // meaning, so the warning that the lazy import does not split it is off for the server only.
    ssr: { build: { rollupOptions: { input: "./server/app.ts" }, rolldownOptions: { checks: { ineffectiveDynamicImport: false } } } },
    // React, React DOM and React Router load on every page: one chunk compresses ~3 KB
    // smaller than the three the automatic splitting makes, and changes only with them.
    // Vite's preload helper (for `import()`) joins them: public pages and the back office's lazy
    // blog editor both use it, and alone it would be one more file on every page's first load.
    client: {
      build: {
        sourcemap: Boolean(process.env.BUILD_SOURCEMAP),
        // The units below an area's or developer's projects load after the page (profile-page.tsx):
        // what they import the page has loaded or fetches as it imports, so no preload list is written
        // into the page's own chunk for them (it cost those pages about 150 bytes of their first load).
        modulePreload: { resolveDependencies: (file, deps) => (/profile-units-/.test(file) ? [] : deps) },
        rolldownOptions: {
          // The app's own modules do nothing when imported but define things: a module whose exports
          // no page uses is left out, even when a module's index file re-exports it (index.ts,
          // components.tsx). Stylesheets and packages keep the default.
          treeshake: { moduleSideEffects: (id) => (APP_SOURCE.test(id) ? false : undefined) },
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]|vite[\\/]preload-helper/ },
                // The small modules the root layout imports (the shell's links, messages, icons, the
                // footer's form helpers): on every page's first load anyway, so one file
                // instead of about twenty, each compressed on its own (issue 23: about 2 KB of Brotli).
                { name: "shell", test: SHELL_MODULES },
                { name: "card-tools", test: CARD_TOOL_MODULES },
                { name: "page-parts", test: PAGE_PART_MODULES },
                // The FAQ block and its accordion always load together (home, category pages, /faq): one file, not two.
                { name: "faq", test: /app[\\/]modules[\\/]content[\\/]ui[\\/]faq-(?:section|accordion)\.tsx/ },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [tailwindcss(), reactRouter()],
}));
