import { X } from 'lucide-react';
import { useState } from 'react';
import { useQueryParams } from '../../../lib/query-params';
import { leadListQuerySchema } from '../../../../contract/leads/list';
import type { LeadView } from '../../../../contract/leads/views';
import { Button } from '../../../components/ui/button';
import { Checkbox } from '../../../components/ui/checkbox';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/cn';
import { useIsAdmin } from '../../../lib/current-member';
import { useDeleteLeadView, useLeadViews, useSaveLeadView } from '../api/lead-views';
import { type LeadListParams, writeLeadListParams } from '../lib/lead-list-params';

const LIST_KEYS = Object.keys(leadListQuerySchema.shape);

/** The list's query without its page: what a view saves and what marks a view as the one shown. */
const viewQueryOf = (params: LeadListParams) => writeLeadListParams({ ...params, page: 1 }).toString();

/** Saved views as tabs above the lead list; the current search, filters and sort can be saved as one. */
export function LeadViewTabs({ params }: { params: LeadListParams }) {
  const views = useLeadViews();
  const remove = useDeleteLeadView();
  const isAdmin = useIsAdmin();
  const [, changeQuery] = useQueryParams();
  const [saving, setSaving] = useState(false);
  const current = viewQueryOf(params);

  const open = (query: string) =>
    changeQuery((params) => {
      for (const key of LIST_KEYS) params.delete(key);
      for (const [key, value] of new URLSearchParams(query)) params.set(key, value);
    });
  const tab = (label: string, query: string, view?: LeadView) => (
    <li key={view?.id ?? 'all'} className="flex items-center">
      <button
        type="button"
        aria-current={current === query ? 'page' : undefined}
        className={cn(
          'rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap',
          current === query ? 'bg-navy-900 text-white' : 'text-slate-700 hover:bg-slate-100',
        )}
        onClick={() => open(query)}
        title={view && !view.mine ? `Shared by ${view.ownerName}` : undefined}
      >
        {label}
        {view?.shared && <span className="sr-only"> (shared)</span>}
      </button>
      {view && (view.mine || (view.shared && isAdmin)) && (
        <button
          type="button"
          className="ml-0.5 rounded p-1 text-slate-500 hover:bg-slate-100 hover:text-red-700"
          aria-label={`Delete the view ${view.name}`}
          onClick={() => remove.mutate(view.id)}
        >
          <X aria-hidden="true" className="h-3.5 w-3.5" />
        </button>
      )}
    </li>
  );

  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      <nav aria-label="Saved views">
        <ul className="flex flex-wrap items-center gap-1">
          {tab('All leads', '')}
          {(views.data ?? []).map((view) => tab(view.name, view.query, view))}
        </ul>
      </nav>
      {saving ? (
        <SaveViewForm query={current} onClose={() => setSaving(false)} />
      ) : (
        <Button variant="outline" size="sm" onClick={() => setSaving(true)}>
          Save this view
        </Button>
      )}
    </div>
  );
}

/** Names the current search, filters and sort as a view, shared with the team or not. */
function SaveViewForm({ query, onClose }: { query: string; onClose: () => void }) {
  const save = useSaveLeadView();
  const [name, setName] = useState('');
  const [shared, setShared] = useState(false);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      aria-label="Save this view"
      onSubmit={(event) => {
        event.preventDefault();
        if (!name.trim()) return;
        save.mutate({ name: name.trim(), query, shared }, { onSuccess: onClose });
      }}
    >
      <div>
        <Label htmlFor="lead-view-name" className="text-xs">
          View name
        </Label>
        <Input id="lead-view-name" fieldSize="sm" maxLength={60} value={name} onChange={(event) => setName(event.target.value)} />
      </div>
      <div className="flex items-center gap-2 pb-2">
        <Checkbox id="lead-view-shared" className="mt-0 h-4 w-4" checked={shared} onChange={(event) => setShared(event.target.checked)} />
        <Label htmlFor="lead-view-shared" className="mb-0 text-sm">
          Share with the team
        </Label>
      </div>
      <Button type="submit" size="sm" disabled={!name.trim() || save.isPending}>
        Save view
      </Button>
      <Button type="button" variant="ghost" size="sm" onClick={onClose}>
        Cancel
      </Button>
    </form>
  );
}
