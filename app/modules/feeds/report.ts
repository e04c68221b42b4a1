/** A run's report as text (the CLI prints it; the back office shows the same parts). */
import type { FeedRunResult } from "./feed-run.server.ts";

export function formatRunReport(r: FeedRunResult): string {
  const lines = [`Feed run ${r.runId}: ${r.status}${r.report.format ? ` (${r.report.format === "pf" ? "Property Finder" : "Bayut/dubizzle"} format)` : ""}`];
  if (r.error) lines.push(`  ${r.error}`);
  lines.push(
    `  listings in the feed: ${r.entries}`,
    `  added ${r.added}, updated ${r.updated}, unchanged ${r.unchanged}, unpublished ${r.unpublished}, rejected ${r.rejected}, photos pending ${r.photosPending}`,
  );
  const list = (label: string, items: string[]) => items.length && lines.push(`  ${label}: ${items.join(", ")}`);
  list("areas created (inactive)", r.report.areasCreated);
  list("agents created", r.report.agentsCreated);
  list("developers created", r.report.developersCreated ?? []);
  list("projects created (drafts)", r.report.projectsCreated ?? []);
  list("developers not matched", r.report.unmatchedDevelopers);
  list("projects not matched", r.report.unmatchedProjects);
  for (const j of r.report.rejections.slice(0, 50)) lines.push(`  rejected ${j.ref || "(no reference)"} (entry ${j.entry}): ${j.reasons.join(" ")}`);
  if (r.report.rejections.length > 50) lines.push(`  … ${r.rejected - 50} more rejections in the stored report`);
  for (const f of r.report.photoFailures.slice(0, 20)) lines.push(`  photo failed ${f.url}: ${f.error}`);
  return lines.join("\n");
}
