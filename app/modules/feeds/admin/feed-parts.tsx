/** Parts of the back office's feed screens: a run's counts and its source in words. */
import { FORMAT_LABELS, STATUS_LABELS } from "./feed-admin-labels.ts";

/** A source as staff read it: the URL, or the file's name (a path on the server says little). */
export function sourceLabel(source: string): string {
  if (source.startsWith("upload:")) return `${source.slice("upload:".length)} (uploaded)`;
  return /^https?:\/\//i.test(source) ? source : (source.split(/[\\/]/).at(-1) ?? source);
}

export const formatLabel = (f: string | null) => (f ? (FORMAT_LABELS[f] ?? f) : "—");
export const statusLabel = (s: string) => STATUS_LABELS[s] ?? s;

type RunCounts = { entries: number; added: number; updated: number; unchanged: number; unpublished: number; rejected: number; photosPending: number };

const COUNT_LABELS: [keyof RunCounts, string][] = [
  ["entries", "In the feed"],
  ["added", "Added"],
  ["updated", "Updated"],
  ["unchanged", "Unchanged"],
  ["unpublished", "Unpublished"],
  ["rejected", "Rejected"],
  ["photosPending", "Photos pending"],
];

/** The run's counts as a description list (the detail page). */
export function RunCountList({ run }: { run: RunCounts }) {
  return (
    <dl className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-4">
      {COUNT_LABELS.map(([key, label]) => (
        <div key={key} className="rounded-md border border-slate-300 bg-white p-3">
          <dt className="text-sm text-slate-700">{label}</dt>
          <dd className="text-xl font-bold text-slate-900">{run[key].toLocaleString("en-GB")}</dd>
        </div>
      ))}
    </dl>
  );
}
