import type { ReactNode } from 'react';

/** The dark panel of a page's interactive tool (fee calculator, salary checker): icon, heading, intro, the tool. */
export function ToolPanel({ headingId, icon, heading, intro, children }: { headingId: string; icon: ReactNode; heading: string; intro: string; children: ReactNode }) {
  return (
    <section aria-labelledby={headingId} className="rounded-3xl bg-navy-950 p-8 text-white sm:p-10">
      <div className="flex items-center gap-3">
        {icon}
        <h2 id={headingId} className="text-2xl font-bold">
          {heading}
        </h2>
      </div>
      <p className="mt-3 text-navy-100">{intro}</p>
      {children}
    </section>
  );
}
