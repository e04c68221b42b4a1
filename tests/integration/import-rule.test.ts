// The import rule of docs/ARCHITECTURE.md, as the lint applies it: each case is a file at a real
// place in app/ with one import, linted with the project's own eslint.config.js.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: process.cwd() });

async function boundaryErrors(file: string, importLine: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = [x];\n`, { filePath: file });
  return result!.messages.filter((m) => m.ruleId === "boundaries/dependencies").map((m) => m.message);
}

describe("the import rule", () => {
  it("refuses a module reaching into another module's files", async () => {
    const errors = await boundaryErrors("app/modules/leads/new-file.ts", 'import { listingHref as x } from "../listings/ui/listing-href.ts";');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("module leads may not import this file of module listings");
  });

  it("lets a module use another module through its index files", async () => {
    expect(await boundaryErrors("app/modules/leads/new-file.ts", 'import { listingHref as x } from "../listings/index.ts";')).toEqual([]);
    expect(await boundaryErrors("app/modules/leads/new-file.ts", 'import { lookups as x } from "../listings/index.server.ts";')).toEqual([]);
  });

  it("lets a module's files import each other, the platform and the ui kit", async () => {
    expect(await boundaryErrors("app/modules/listings/new-file.ts", 'import { listingHref as x } from "./ui/listing-href.ts";')).toEqual([]);
    expect(await boundaryErrors("app/modules/listings/new-file.ts", 'import { createDb as x } from "../../platform/db/client.server.ts";')).toEqual([]);
    expect(await boundaryErrors("app/modules/listings/new-file.ts", 'import { Img as x } from "../../ui/img.tsx";')).toEqual([]);
  });

  it("keeps the platform below every module and the ui kit", async () => {
    expect(await boundaryErrors("app/platform/new-file.ts", 'import { listingHref as x } from "../modules/listings/index.ts";')).toHaveLength(1);
    expect(await boundaryErrors("app/platform/new-file.ts", 'import { Img as x } from "../ui/img.tsx";')).toHaveLength(1);
  });

  it("keeps the ui kit below the modules", async () => {
    expect(await boundaryErrors("app/ui/new-file.ts", 'import { listingHref as x } from "../modules/listings/index.ts";')).toHaveLength(1);
    expect(await boundaryErrors("app/ui/new-file.ts", 'import { createDb as x } from "../platform/db/client.server.ts";')).toEqual([]);
  });

  it("lets routes import what they compose", async () => {
    expect(await boundaryErrors("app/routes/new-route.tsx", 'import { listingHref as x } from "../modules/listings/ui/listing-href.ts";')).toEqual([]);
  });
});
