import type { ComponentType } from 'react';

/** An honest empty tab: the feature's own issue fills it. */
export function ComingSoon({ icon: Icon, title, message }: { icon: ComponentType<{ className?: string }>; title: string; message: string }) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white px-6 py-16 text-center">
      <span className="mb-3 flex h-12 w-12 items-center justify-center rounded-full bg-navy-50" aria-hidden="true">
        <Icon className="h-6 w-6 text-navy-700" />
      </span>
      <h2 className="text-base font-semibold text-navy-900">{title}</h2>
      <p className="mt-1 max-w-md text-sm text-slate-600">{message}</p>
    </div>
  );
}
