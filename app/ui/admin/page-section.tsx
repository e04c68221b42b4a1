/** A titled part of a back-office page (a feed run's findings, a lead's history), named by its heading for screen readers. */
import type { ReactNode } from "react";

export function PageSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="mt-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
