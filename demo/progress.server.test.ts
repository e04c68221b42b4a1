import { describe, expect, it } from "vitest";
import { progressPrinter } from "./progress.server.ts";

function run(isTTY: boolean, stepMs: number, total = 40) {
  const written: string[] = [];
  let clock = 0;
  const progress = progressPrinter("Drawing the demo images", { isTTY, write: (t: string) => written.push(t) }, () => clock);
  for (let done = 1; done <= total; done++) {
    clock += stepMs;
    progress(done, total);
  }
  return written;
}

describe("progressPrinter", () => {
  it("redraws one line with a bar on a terminal, ending it at the end", () => {
    const out = run(true, 100);
    expect(out.length).toBeGreaterThan(20);
    expect(out.every((t) => t.startsWith("\r"))).toBe(true);
    expect(out.at(-1)).toBe(`\rDrawing the demo images [${"#".repeat(24)}] 40/40\n`);
    expect(out.slice(0, -1).some((t) => t.includes("\n"))).toBe(false);
  });

  it("prints a few plain lines when the output is not a terminal", () => {
    const out = run(false, 100);
    expect(out.every((t) => !t.includes("\r") && t.endsWith("\n"))).toBe(true);
    expect(out.length).toBeLessThanOrEqual(5);
    expect(out.at(-1)).toBe("Drawing the demo images: 40/40\n");
  });

  it("says nothing when the step is over within a second", () => {
    expect(run(true, 10)).toEqual([]);
    expect(run(false, 10)).toEqual([]);
  });
});
