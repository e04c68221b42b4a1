// Lint: typescript-eslint's recommended rules over the app, server, scripts and tests.
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "bench/bare/build/", "bench/bare/.react-router/", "node_modules/", ".tools/", "data/", "reports/", "screenshots/", "test-results/"] },
  ...tseslint.configs.recommended,
  {
    rules: {
      "@typescript-eslint/no-explicit-any": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
);
