// TEMPORARY (leads engineer): runs the integration tests while app/db/seed/art/index.ts is being written. Delete me.
import fs from "node:fs";
import { defineConfig } from "vitest/config";
const stub = `const svg = () => '<svg xmlns="http://www.w3.org/2000/svg" width="16" height="9"><rect width="16" height="9" fill="#0f5f73"/></svg>';
export const areaSceneSvg = svg, avatarSvg = svg, blogCoverSvg = svg, developerLogoSvg = svg, heroPosterSvg = svg, listingPhotoSvg = svg, shortThumbnailSvg = svg;`;
export default defineConfig({
  plugins: [
    {
      name: "art-stub",
      enforce: "pre",
      resolveId(id, importer) {
        if (id === "./art/index.ts" && importer?.endsWith("images.server.ts") && !fs.existsSync("app/db/seed/art/index.ts")) return "\0art-stub";
        return null;
      },
      load(id) {
        return id === "\0art-stub" ? stub : null;
      },
      transform(code, id) {
        if (id.endsWith("tests/support/databases.ts")) return code.replace('"data/test-media"', '"/tmp/leads-test-media"');
        return null;
      },
    },
  ],
  test: {
    include: ["tests/integration/leads-*.test.ts", "tests/integration/api-leads.test.ts"],
    environment: "node",
    setupFiles: ["./tests/setup/fail-on-console.ts"],
    globalSetup: ["./tests/setup/global-setup.ts"],
    testTimeout: 30_000,
    hookTimeout: 300_000,
  },
});
