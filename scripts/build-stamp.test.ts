import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { sourceStamp } from "./build-stamp.ts";

let root: string;
beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "stamp-"));
  fs.mkdirSync(path.join(root, "app/routes"), { recursive: true });
  fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 1;\n");
  fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3}\n');
});
afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

const stamp = () => sourceStamp(["app", "package-lock.json"], root);

describe("sourceStamp", () => {
  it("stays the same when files are rewritten with the same bytes (a fresh clone, npm install)", () => {
    const before = stamp();
    const later = new Date(Date.now() + 60_000);
    for (const f of ["app/routes/home.tsx", "package-lock.json"]) {
      fs.writeFileSync(path.join(root, f), fs.readFileSync(path.join(root, f)));
      fs.utimesSync(path.join(root, f), later, later);
    }
    expect(stamp()).toBe(before);
  });

  it("changes when a source's content, name or set of files changes", () => {
    const seen = new Set([stamp()]);
    fs.writeFileSync(path.join(root, "app/routes/home.tsx"), "export default 2;\n");
    seen.add(stamp());
    fs.renameSync(path.join(root, "app/routes/home.tsx"), path.join(root, "app/routes/index.tsx"));
    seen.add(stamp());
    fs.writeFileSync(path.join(root, "app/routes/about.tsx"), "");
    seen.add(stamp());
    fs.writeFileSync(path.join(root, "package-lock.json"), '{"lockfileVersion":3,"x":1}\n');
    seen.add(stamp());
    expect(seen.size).toBe(5);
  });
});
