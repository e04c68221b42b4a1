/**
 * The progress of a long command, phase by phase (`database`, `media` …): a bar redrawn in place on
 * a terminal; elsewhere (CI, logs, a cron job's mail) a plain line when a phase starts, at each
 * tenth and when it ends, never a control character.
 */
import cliProgress from "cli-progress";

type ProgressUpdate = { phase: string; done: number; total: number };

export function progressLine(out: NodeJS.WriteStream = process.stderr): { update: (p: ProgressUpdate) => void; stop: () => void } {
  if (out.isTTY) {
    const bar = new cliProgress.SingleBar(
      { format: "{phase} [{bar}] {value}/{total} {percentage}%", stream: out, hideCursor: true },
      cliProgress.Presets.shades_classic,
    );
    let phase = "";
    return {
      update: (p) => {
        if (p.phase !== phase) {
          if (phase) bar.stop();
          phase = p.phase;
          bar.start(p.total, p.done, { phase: p.phase.padEnd(8) });
        } else {
          bar.setTotal(p.total);
          bar.update(p.done);
        }
      },
      stop: () => {
        if (phase) bar.stop();
      },
    };
  }
  let last = "";
  return {
    update: (p) => {
      const tenth = p.total ? Math.floor((10 * p.done) / p.total) : 10;
      const key = `${p.phase}:${tenth}`;
      if (key === last) return;
      last = key;
      out.write(`${p.phase}: ${p.done}/${p.total}\n`);
    },
    stop: () => {},
  };
}
