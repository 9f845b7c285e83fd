import type { CrmSyncStatus } from '../../../../contract/crm/crm';
import { cn } from '../../../lib/cn';

const STAT_CARDS: { key: keyof CrmSyncStatus['stats']; label: string; tone: string }[] = [
  { key: 'total', label: 'Total Leads', tone: 'text-navy-900' },
  { key: 'synced', label: 'Synced', tone: 'text-green-800' },
  { key: 'pending', label: 'Pending', tone: 'text-amber-900' },
  { key: 'failed', label: 'Failed', tone: 'text-red-800' },
  { key: 'duplicate', label: 'Duplicate', tone: 'text-sky-800' },
  { key: 'noConsent', label: 'No consent', tone: 'text-slate-700' },
];

/** The CRM sync's figures over every lead, a card each. */
export function CrmStatCards({ stats, configured }: { stats: CrmSyncStatus['stats'] | undefined; configured: boolean }) {
  return (
    <dl className="flex flex-wrap gap-3">
      {STAT_CARDS.map(({ key, label, tone }) => (
        <div key={key} className="min-w-28 flex-1 rounded-xl border border-slate-200 bg-white px-4 py-3 shadow-sm">
          {/* With no partner CRM set up, nothing waiting is about to be sent. */}
          <dt className="text-xs font-medium text-slate-600">{key === 'pending' && !configured && stats ? 'Not sent (no CRM set up)' : label}</dt>
          <dd className={cn('mt-1 text-2xl font-bold tabular-nums', tone)} data-testid={`crm-stat-${key}`}>
            {stats ? stats[key] : '—'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
