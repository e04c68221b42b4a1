/** A console.error or console.warn during a test fails it: warnings get fixed, not ignored. */
import { afterEach, beforeEach } from "vitest";

const original = { error: console.error, warn: console.warn };
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  console.error = (...args: unknown[]) => {
    messages.push(args.map(String).join(" "));
    original.error(...args);
  };
  console.warn = (...args: unknown[]) => {
    messages.push(args.map(String).join(" "));
    original.warn(...args);
  };
});

afterEach(() => {
  console.error = original.error;
  console.warn = original.warn;
  if (messages.length) throw new Error(`console.error/warn was called:\n${messages.join("\n")}`);
});
