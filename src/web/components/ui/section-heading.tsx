import type { ReactNode } from 'react';

export function SectionHeading({ id, eyebrow, title, children }: { id: string; eyebrow?: string; title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto mb-10 max-w-2xl text-center">
      {eyebrow && <p className="text-sm font-semibold tracking-wide text-teal-700 uppercase">{eyebrow}</p>}
      <h2 id={id} className="mt-2 text-3xl font-bold tracking-tight text-navy-900 sm:text-4xl">
        {title}
      </h2>
      {children && <div className="mt-4 text-lg text-slate-700">{children}</div>}
    </div>
  );
}

/** A section of the public page: full-width band, centred heading (labelled by its title), then its content. */
export function LandingSection({
  id,
  tone,
  eyebrow,
  title,
  intro,
  children,
}: {
  id: string;
  tone: 'white' | 'navy';
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={`${tone === 'white' ? 'bg-white' : 'bg-navy-50'} py-16 sm:py-20`}>
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
