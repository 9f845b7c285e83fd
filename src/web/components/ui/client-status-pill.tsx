import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

export type PillTone = 'success' | 'info' | 'warning' | 'danger' | 'neutral';

const tones: Record<PillTone, string> = {
  success: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  info: 'bg-sky-50 text-sky-800 ring-sky-600/30',
  warning: 'bg-amber-50 text-amber-900 ring-amber-600/30',
  danger: 'bg-red-50 text-red-800 ring-red-600/30',
  neutral: 'bg-slate-100 text-slate-700 ring-slate-400/40',
};

/** A small status label; the words carry the meaning, the colour only repeats it. */
export function StatusPill({ tone, children, className }: { tone: PillTone; children: ReactNode; className?: string }) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset',
        tones[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
