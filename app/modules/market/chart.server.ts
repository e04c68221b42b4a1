/**
 * The market section's charts as SVG markup, drawn on the server so they cost the page no JavaScript:
 * a line of medians over time with a few labelled ticks, a <title> and a <desc> named by aria-labelledby.
 * On Arabic pages time runs right to left and the value axis stands on the right.
 */
import { scaleLinear, scalePoint } from "d3-scale";
import { line } from "d3-shape";

const W = 420;
const H = 220;
const M = { top: 12, side: 56, bottom: 28, end: 12 };

type ChartInput = {
  id: string;
  title: string;
  desc: string;
  points: { label: string; value: number | null }[];
  format: (n: number) => string;
  rtl: boolean;
};

const escape = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");
// A tenth of a unit in a 420-wide box is finer than any screen shows; full floats tripled the markup.
const r1 = (n: number | undefined) => Math.round((n ?? 0) * 10) / 10;

/** The chart's markup; null without at least one value. */
export function lineChartSvg({ id, title, desc, points, format, rtl }: ChartInput): string | null {
  const values = points.flatMap((p) => (p.value === null ? [] : [p.value]));
  if (!values.length) return null;
  const left = rtl ? M.end : M.side;
  const right = rtl ? W - M.side : W - M.end;
  const x = scalePoint<string>().domain(points.map((p) => p.label)).range(rtl ? [right, left] : [left, right]).padding(0.5);
  const y = scaleLinear().domain([0, Math.max(...values) * 1.1]).nice(4).range([H - M.bottom, M.top]);
  const path = line<{ label: string; value: number | null }>()
    .digits(1)
    .defined((p) => p.value !== null)
    .x((p) => x(p.label) ?? 0)
    .y((p) => y(p.value ?? 0))(points);
  const axisX = rtl ? right : left;
  const yTicks = y.ticks(4).map((v) =>
    `<line x1="${left}" x2="${right}" y1="${r1(y(v))}" y2="${r1(y(v))}" stroke="#e2e8f0"/>` +
    `<text x="${rtl ? axisX + 6 : axisX - 6}" y="${r1(y(v))}" dy="0.32em" text-anchor="${rtl ? "start" : "end"}">${escape(format(v))}</text>`,
  );
  // About four labels on the time axis, whatever the number of periods, so they never overlap.
  const every = Math.max(1, Math.ceil(points.length / 4));
  const xTicks = points
    .filter((_, i) => i % every === 0)
    .map((p) => `<text x="${r1(x(p.label))}" y="${H - M.bottom + 18}" text-anchor="middle">${escape(p.label)}</text>`);
  const dots = points
    .filter((p) => p.value !== null)
    .map((p) => `<circle cx="${r1(x(p.label))}" cy="${r1(y(p.value!))}" r="2.5"/>`);
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="${id}-t ${id}-d" class="h-auto w-full" font-size="12" fill="#475569">` +
    `<title id="${id}-t">${escape(title)}</title><desc id="${id}-d">${escape(desc)}</desc>` +
    yTicks.join("") + xTicks.join("") +
    `<path d="${path ?? ""}" fill="none" stroke="#0f766e" stroke-width="2"/>` + `<g fill="#0f766e">${dots.join("")}</g>` +
    `</svg>`
  );
}
