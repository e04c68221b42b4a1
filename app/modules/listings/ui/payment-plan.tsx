/**
 * An off-plan payment plan (e.g. 20 % on booking, 50 % during construction, 30 % on handover):
 * a proportional bar for the eye and an ordered list that carries the same facts as text.
 */
type PaymentPlanStep = { milestone: string; percent: number; milestoneLang?: "en" };

const TONES = ["bg-brand-800", "bg-brand-600", "bg-gold-500", "bg-gold-400", "bg-brand-100"] as const;
/** The same tones as SVG fills (the bar is SVG: its widths are attributes, not inline styles the CSP would block). */
const FILLS = ["fill-brand-800", "fill-brand-600", "fill-gold-500", "fill-gold-400", "fill-brand-100"] as const;

function formatPercent(n: number): string {
  return `${Number.isInteger(n) ? n : n.toFixed(1)}%`;
}

/** Each step's segment of the 0-100 bar, one after the other (what a row of widths in percent did). */
function bars(steps: readonly PaymentPlanStep[]) {
  let x = 0;
  return steps.map((s) => {
    const width = Math.max(0, Math.min(100 - x, s.percent));
    const bar = { milestone: s.milestone, x, width };
    x += width;
    return bar;
  });
}

export function PaymentPlan({ steps }: { steps: readonly PaymentPlanStep[] }) {
  if (steps.length === 0) return null;
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="h-3 w-full overflow-hidden rounded-full bg-slate-100" aria-hidden="true">
        <svg className="block h-full w-full" viewBox="0 0 100 1" preserveAspectRatio="none">
          {bars(steps).map((b, i) => (
            <rect key={`${b.milestone}-${i}`} className={FILLS[i % FILLS.length]} x={b.x} y={0} width={b.width} height={1} />
          ))}
        </svg>
      </div>
      <ol className="mt-5 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {steps.map((s, i) => (
          <li key={`${s.milestone}-${i}`} className="flex items-center gap-3 rounded-lg bg-slate-50 p-3">
            <span aria-hidden="true" className={`h-10 w-1.5 shrink-0 rounded-full ${TONES[i % TONES.length]}`} />
            <div>
              <p className="text-2xl font-bold text-brand-800">{formatPercent(s.percent)}</p>
              <p lang={s.milestoneLang} className="text-sm text-slate-700">
                {s.milestone}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
