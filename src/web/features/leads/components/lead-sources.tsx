import { useState } from 'react';
import { LEAD_STATUSES } from '../../../../contract/shared/options';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Table } from '../../../components/ui/table';
import { titleCase } from '../../../lib/format';
import { useLeadSources } from '../api/get-lead-sources';

const isoDay = (offsetDays: number) => new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

/** Where leads came from: folded until opened, then counted for a period. */
export function LeadSources({ onSource }: { onSource: (source: string) => void }) {
  const [open, setOpen] = useState(false);
  return (
    <details className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary className="cursor-pointer text-sm font-semibold text-navy-900">Where leads come from</summary>
      {open && <SourceCounts onSource={onSource} />}
    </details>
  );
}

/** A count per source and status in a period; a source opens its leads. */
function SourceCounts({ onSource }: { onSource: (source: string) => void }) {
  const [from, setFrom] = useState(isoDay(-30));
  const [to, setTo] = useState(isoDay(0));
  const sources = useLeadSources(from, to);
  const bySource = new Map<string, Record<string, number>>();
  for (const row of sources.data ?? []) bySource.set(row.source, { ...bySource.get(row.source), [row.status]: row.count });

  return (
    <>
      <div className="mt-3 flex flex-wrap items-end gap-3">
        <div>
          <Label htmlFor="lead-sources-from">From</Label>
          <Input id="lead-sources-from" type="date" fieldSize="sm" value={from} max={to} onChange={(event) => setFrom(event.target.value)} />
        </div>
        <div>
          <Label htmlFor="lead-sources-to">To</Label>
          <Input id="lead-sources-to" type="date" fieldSize="sm" value={to} min={from} onChange={(event) => setTo(event.target.value)} />
        </div>
      </div>
      <div className="mt-3">
        <Table label="Leads by source and status">
          <thead>
            <tr className="text-left text-xs text-slate-600">
              <th className="py-1 pr-4 font-medium">Source</th>
              {LEAD_STATUSES.map((status) => (
                <th key={status} className="py-1 pr-4 text-right font-medium">
                  {titleCase(status)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {bySource.size === 0 ? (
              <tr>
                <td colSpan={LEAD_STATUSES.length + 1} className="py-3 text-slate-600">
                  {sources.isPending ? 'Loading...' : 'No leads in this period.'}
                </td>
              </tr>
            ) : (
              [...bySource].map(([source, counts]) => (
                <tr key={source} className="border-t border-slate-100">
                  <td className="py-1 pr-4">
                    <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => onSource(source)}>
                      {source}
                    </button>
                  </td>
                  {LEAD_STATUSES.map((status) => (
                    <td key={status} className="py-1 pr-4 text-right tabular-nums">
                      {counts[status] ?? 0}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </Table>
      </div>
    </>
  );
}
