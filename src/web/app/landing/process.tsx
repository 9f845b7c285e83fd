import { LandingSection } from '../../components/ui/section-heading';

const STEPS = [
  {
    title: 'Case Assessment',
    description: 'You tell us what happened through the free assessment; we review it and explain your options honestly.',
  },
  {
    title: 'Investigation',
    description: 'We trace your payments and identify the platforms, accounts and intermediaries involved.',
  },
  {
    title: 'Evidence Compilation',
    description: 'We organise your transactions and communications into a clear file for banks, payment providers and the authorities.',
  },
  {
    title: 'Recovery Support',
    description: 'We help you pursue chargebacks, bank claims and formal complaints, and keep you informed at every stage.',
  },
] as const;

export function Process() {
  return (
    <LandingSection
      id="process"
      tone="navy"
      eyebrow="Process"
      title="How we work on your case"
      intro="Four clear steps, and you know where your case stands at each of them."
    >
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
            <span className="flex h-9 w-9 items-center justify-center rounded-full bg-teal-700 text-sm font-bold text-white" aria-hidden="true">
              {index + 1}
            </span>
            <h3 className="mt-3 text-base font-semibold text-navy-900">
              <span className="sr-only">Step {index + 1}: </span>
              {step.title}
            </h3>
            <p className="mt-1 text-sm text-slate-700">{step.description}</p>
          </li>
        ))}
      </ol>
    </LandingSection>
  );
}
