import type { Lead } from '../../../../contract/leads/lead';
import { cn } from '../../../lib/cn';
import { titleCase } from '../../../lib/format';
import { StatusPill } from '../../../components/ui/status-pill';

const statusTones: Record<Lead['status'], string> = {
  new: 'bg-sky-50 text-sky-800 ring-sky-200',
  contacted: 'bg-amber-50 text-amber-900 ring-amber-200',
  qualified: 'bg-teal-50 text-teal-800 ring-teal-200',
  converted: 'bg-green-50 text-green-800 ring-green-200',
  closed: 'bg-slate-100 text-slate-700 ring-slate-300',
};

const priorityTones: Record<Lead['priority'], string> = {
  high: 'bg-red-50 text-red-800 ring-red-200',
  medium: 'bg-slate-50 text-slate-700 ring-slate-200',
  low: 'bg-white text-slate-600 ring-slate-200',
};

const pill = 'inline-flex items-center rounded-full px-2 py-0.5 text-[11px] leading-4 font-semibold ring-1 ring-inset';

export function StatusBadge({ status }: { status: Lead['status'] }) {
  return <span className={cn(pill, statusTones[status])}>{titleCase(status)}</span>;
}

export function PriorityBadge({ priority }: { priority: Lead['priority'] }) {
  return <span className={cn(pill, priorityTones[priority])}>{titleCase(priority)} priority</span>;
}

/** A follow-up that is due: overdue (before today) or today, in UTC days as the server's queues count them. */
export function FollowUpBadge({ due, note }: { due: string | null; note: string | null }) {
  if (!due) return null;
  const day = due.slice(0, 10);
  const today = new Date().toISOString().slice(0, 10);
  if (day > today) return null;
  return (
    <span title={note ?? undefined}>
      <StatusPill tone={day < today ? 'danger' : 'warning'}>{day < today ? 'Follow-up overdue' : 'Follow-up today'}</StatusPill>
    </span>
  );
}
