import { CalendarClock, Flag, Sparkles, UserCheck, UserRound, UserX, Users } from 'lucide-react';
import type { ComponentType } from 'react';
import { cn } from '../../../lib/cn';
import { useLeadSummary } from '../api/get-lead-summary';

const numberFormat = new Intl.NumberFormat('en-GB');

const CARDS = [
  { key: 'total', label: 'Total Leads', icon: Users, tone: 'bg-navy-100 text-navy-900' },
  { key: 'assigned', label: 'Assigned Leads', icon: UserCheck, tone: 'bg-teal-50 text-teal-800' },
  { key: 'highPriority', label: 'High Priority', icon: Flag, tone: 'bg-red-50 text-red-700' },
  { key: 'new', label: 'New Leads', icon: Sparkles, tone: 'bg-amber-50 text-amber-800' },
  { key: 'mine', label: 'My Leads', icon: UserRound, tone: 'bg-sky-50 text-sky-800' },
  { key: 'unassigned', label: 'Unassigned', icon: UserX, tone: 'bg-slate-100 text-slate-800' },
  { key: 'followUpsDue', label: 'Follow-ups Due', icon: CalendarClock, tone: 'bg-orange-50 text-orange-800' },
] as const satisfies readonly { key: string; label: string; icon: ComponentType<{ className?: string }>; tone: string }[];

/** The four counts over all leads (total, assigned, high priority, new), and the signed-in member's work queues, from the database. Compact on a phone. */
export function SummaryCards({ className }: { className?: string }) {
  const summary = useLeadSummary();
  return (
    <section aria-label="Lead summary" className={cn('grid grid-cols-2 gap-2 sm:grid-cols-4 sm:gap-3 xl:grid-cols-7', className)}>
      {CARDS.map(({ key, label, icon: Icon, tone }) => (
        <div key={key} className="flex items-center gap-3 rounded-xl border border-slate-200 bg-white px-3 py-2 shadow-sm sm:p-4">
          <span className={`hidden h-10 w-10 shrink-0 items-center justify-center rounded-lg sm:flex ${tone}`} aria-hidden="true">
            <Icon className="h-5 w-5" />
          </span>
          <div className="min-w-0">
            <p className="text-xs font-medium text-slate-600 sm:text-sm">{label}</p>
            <p className="text-xl font-bold text-navy-900 tabular-nums sm:text-2xl" aria-live="polite">
              {summary.data ? numberFormat.format(summary.data[key]) : summary.isError ? '—' : '…'}
            </p>
          </div>
        </div>
      ))}
    </section>
  );
}
