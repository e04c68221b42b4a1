/**
 * The quality score in the back office: the editor's panel (the score and what to fix, biggest
 * gain first) and the dashboard's figures per kind (the average of the shown listings, how many
 * are under the threshold, a link to the table sorted by score, lowest first).
 */
import { Link } from "react-router";

type Quality = { score: number; hints: string[] };

export function QualityPanel({ quality }: { quality: Quality }) {
  return (
    <section aria-labelledby="quality" className="mt-6 rounded-lg border border-slate-300 bg-white p-4">
      <h2 id="quality" className="text-lg font-semibold text-slate-900">
        Quality score: <span data-testid="quality-score">{quality.score}</span> / 100
      </h2>
      {quality.hints.length ? (
        <>
          <p className="mt-1 text-sm text-slate-700">Complete listings come first when visitors sort by “Recommended”. To raise the score:</p>
          <ul aria-label="What to fix" className="mt-2 list-disc space-y-1 ps-6 text-slate-800">
            {quality.hints.map((h) => (
              <li key={h}>{h}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="mt-1 text-slate-700">Nothing to fix: this listing is complete.</p>
      )}
    </section>
  );
}

export type QualityFigures = { kind: "unit" | "project"; average: number | null; below: number; total: number; threshold: number; href: string };

export function QualitySummary({ figures }: { figures: QualityFigures[] }) {
  return (
    <section aria-labelledby="listing-quality" className="mt-6">
      <h2 id="listing-quality" className="text-lg font-semibold text-slate-900">
        Listing quality
      </h2>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2">
        {figures.map((f) => {
          const noun = f.kind === "unit" ? "units" : "projects";
          return (
            <li key={f.kind} className="rounded-lg border border-slate-300 bg-white p-4">
              <p className="font-semibold text-slate-900">
                Shown {noun}: average score {f.average ?? "–"} of {f.total}
              </p>
              <p className="mt-1 text-slate-700">
                <Link to={f.href} className="font-semibold text-brand-700 underline">
                  {f.below} {noun} under {f.threshold}
                </Link>{" "}
                (the table sorted by score, lowest first)
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
