/**
 * Questions at the terminal for the shell commands (`npm run setup`, `npm run admin:create`): a
 * plain line, or a secret typed without echo (stars instead). From a pipe, each is one line.
 */
import readline from "node:readline";

function lineFromPipe(question: string): Promise<string> {
  const rl = readline.createInterface({ input: process.stdin, output: process.stdin.isTTY ? process.stdout : undefined });
  return new Promise((resolve) => {
    let done = false;
    if (process.stdin.isTTY) process.stdout.write(question);
    rl.once("line", (line) => {
      done = true;
      rl.close();
      resolve(line);
    });
    rl.once("close", () => {
      if (!done) resolve("");
    });
  });
}

/** One visible line. */
export function askLine(question: string): Promise<string> {
  return lineFromPipe(question);
}

/** One line from the terminal without echoing it (stars instead), or a plain line from a pipe. */
export function askSecret(question: string): Promise<string> {
  const input = process.stdin;
  if (!input.isTTY) return lineFromPipe(question);
  process.stdout.write(question);
  input.setRawMode(true);
  input.resume();
  input.setEncoding("utf8");
  return new Promise((resolve) => {
    let value = "";
    const onData = (chunk: string) => {
      for (const ch of chunk) {
        if (ch === "\r" || ch === "\n" || ch === "\u0004") {
          input.setRawMode(false);
          input.pause();
          input.off("data", onData);
          process.stdout.write("\n");
          resolve(value);
          return;
        }
        if (ch === "\u0003") {
          input.setRawMode(false);
          process.stdout.write("\n");
          process.exit(130);
        }
        if (ch === "\u007f" || ch === "\b") {
          if (value.length) {
            value = value.slice(0, -1);
            process.stdout.write("\b \b");
          }
        } else {
          value += ch;
          process.stdout.write("*");
        }
      }
    };
    input.on("data", onData);
  });
}
