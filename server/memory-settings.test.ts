import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { missingMemorySettings, SERVER_MALLOC_ENV, SERVER_NODE_FLAGS } from "./memory-settings.ts";

describe("memory settings of the server process", () => {
  it("`npm start` starts node with the heap flag and the malloc setting", () => {
    const { scripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as { scripts: Record<string, string> };
    // The start line run by a shell as npm runs it, with `node` standing for a program that reports how it was started.
    const bin = fs.mkdtempSync(path.join(os.tmpdir(), "start-line-"));
    fs.writeFileSync(path.join(bin, "node"), '#!/bin/sh\necho "args: $*"\necho "mmap: $MALLOC_MMAP_THRESHOLD_"\n', {
      mode: 0o755,
    });
    const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${bin}:${process.env.PATH}` };
    delete env.MALLOC_MMAP_THRESHOLD_;
    const out = execFileSync("sh", ["-c", scripts.start!], { env, encoding: "utf8" });
    fs.rmSync(bin, { recursive: true });
    expect(out).toContain(`args: ${SERVER_NODE_FLAGS.join(" ")} scripts/start.ts`);
    expect(out).toContain(`mmap: ${SERVER_MALLOC_ENV.MALLOC_MMAP_THRESHOLD_}`);
    expect(missingMemorySettings(out.split("\n")[0]!.slice(6).split(" "), SERVER_MALLOC_ENV, "linux")).toEqual([]);
  });

  it("names what a server started without them lacks", () => {
    expect(missingMemorySettings([], {}, "linux")).toEqual(["--max-semi-space-size", "MALLOC_MMAP_THRESHOLD_"]);
    expect(missingMemorySettings([], {}, "darwin")).toEqual(["--max-semi-space-size"]);
    expect(missingMemorySettings(["--max-semi-space-size=16"], { MALLOC_MMAP_THRESHOLD_: "65536" }, "linux")).toEqual([]);
    expect(
      missingMemorySettings([], { NODE_OPTIONS: "--max_semi_space_size=8", MALLOC_MMAP_THRESHOLD_: "131072" }, "linux"),
    ).toEqual([]);
  });
});
