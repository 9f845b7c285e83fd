import { CircleCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTitleFocus } from '../../lib/title-focus';

const PROMISES = ['Free consultation with no upfront fees', 'The assessment takes 5-10 minutes', 'Our team responds within 24 hours'] as const;

export interface HeroProps {
  /** The operator's figures, supplied by the page once /api/site answers (their code loads with it). */
  figures: ReactNode;
  /** The assessment form's section, supplied by the page. */
  form: ReactNode;
}

export function Hero({ figures, form }: HeroProps) {
  const title = useTitleFocus();
  return (
    <div id="top" className="bg-navy-900 text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 lg:grid-cols-[1fr_minmax(0,32rem)] lg:grid-rows-[auto_1fr] lg:gap-x-12 lg:gap-y-10 lg:py-20">
        <div className="lg:pt-6">
          <p className="text-sm font-semibold tracking-wide text-teal-300 uppercase">Online fraud recovery</p>
          <h1 {...title} className="mt-3 text-3xl leading-tight font-bold tracking-tight sm:text-5xl">
            Lost money to an online scam? Get an honest assessment of your case.
          </h1>
          <p className="mt-5 text-lg text-slate-200">
            We help individuals and businesses who have lost money to online investment and cyber fraud understand what happened, gather the
            evidence and pursue every legitimate route to getting their money back.
          </p>
          <ul className="mt-8 grid gap-3">
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-start gap-3 text-base text-white">
                <CircleCheck aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-teal-300" />
                {promise}
              </li>
            ))}
          </ul>
        </div>

        {/* The form comes right after the promises on a phone, and beside them on a wide screen. */}
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{form}</div>

        {figures}
      </div>
    </div>
  );
}
