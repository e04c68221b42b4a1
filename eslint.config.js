// Lint: typescript-eslint's recommended rules over the app, server, scripts and tests, and the
// import rule of docs/ARCHITECTURE.md: routes and the app's entry files may import anything; a
// module imports the platform, the ui kit, its own files, and another module only through that
// module's index.ts or index.server.ts; ui imports the platform; the platform imports nothing above it.
import boundaries from "eslint-plugin-boundaries";
import tseslint from "typescript-eslint";

const MODULE_ENTRY = "{index.ts,index.server.ts,components.tsx}";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "bench/bare/build/", "bench/bare/.react-router/", "node_modules/", ".tools/", "data/", "reports/", "screenshots/", "test-results/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { boundaries },
    settings: {
      "boundaries/elements": [
        { type: "platform", pattern: "app/platform", partialMatch: false },
        { type: "ui", pattern: "app/ui", partialMatch: false },
        { type: "module", pattern: "app/modules/*", capture: ["name"], partialMatch: false },
        { type: "routes", pattern: "app/routes", partialMatch: false },
      ],
    },
    rules: {
      "boundaries/dependencies": [
        "error",
        {
          default: "disallow",
          message: "{{from.type}} {{from.captured.name}} may not import this file of {{to.type}} {{to.captured.name}} (docs/ARCHITECTURE.md: the import rule)",
          policies: [
            { from: { element: { type: "platform" } }, allow: { to: { element: { type: "platform" } } } },
            { from: { element: { type: "ui" } }, allow: { to: { element: { types: ["platform", "ui"] } } } },
            { from: { element: { type: "module" } }, allow: { to: { element: { types: ["platform", "ui"] } } } },
            { from: { element: { type: "module" } }, allow: { to: { element: { type: "module", captured: { name: "{{from.captured.name}}" } } } } },
            { from: { element: { type: "module" } }, allow: { to: { element: { type: "module", fileInternalPath: MODULE_ENTRY } } } },
            { from: { element: { type: "routes" } }, allow: { to: { element: { types: ["platform", "ui", "module", "routes"] } } } },
          ],
        },
      ],
    },
  },
);
