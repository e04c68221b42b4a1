/**
 * Progress of a long seeding step (drawing the demo images takes about a minute on a first
 * start). On a terminal: one line redrawn in place with a bar; elsewhere (CI, logs): a plain
 * line at the start, at each quarter and at the end. Nothing at all when the step is over
 * within a second (the images are already there).
 */
export type Progress = (done: number, total: number) => void;
type Out = { isTTY?: boolean; write(text: string): unknown };

const BAR = 24;
const QUIET_MS = 1000;

export function progressPrinter(label: string, out: Out = process.stderr, now: () => number = Date.now): Progress {
  const started = now();
  let shown = false;
  let lastQuarter = -1;
  return (done, total) => {
    const finished = done >= total;
    if (!shown && (finished || now() - started < QUIET_MS)) return;
    shown = true;
    if (out.isTTY) {
      const filled = Math.round((BAR * done) / total);
      out.write(`\r${label} [${"#".repeat(filled)}${"-".repeat(BAR - filled)}] ${done}/${total}${finished ? "\n" : ""}`);
      return;
    }
    const quarter = Math.floor((4 * done) / total);
    if (quarter === lastQuarter) return;
    lastQuarter = quarter;
    out.write(`${label}: ${done}/${total}\n`);
  };
}
