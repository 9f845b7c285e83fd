import { useLocation } from 'wouter';
import type { LeadActivity } from '../../../../contract/leads/activity';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { formatDateTime, fullName, titleCase } from '../../../lib/format';
import { useLeadActivity } from '../api/lead-desk';

export function staffName(staff: StaffMember[], id: number | null): string {
  if (id === null) return 'Unassigned';
  const member = staff.find((m) => m.id === id);
  return member ? staffDisplayName(member) : `Staff #${id}`;
}

const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  priority: 'Priority',
  notes: 'Notes',
  assignedTo: 'Assigned to',
  nextFollowUpAt: 'Next follow-up',
  followUpNote: 'Follow-up note',
  lastContactedAt: 'Last contacted',
  holdReason: 'Hold reason',
};

const ACTION_LABELS: Record<string, string> = {
  'lead.updated': 'Updated',
  'lead.created': 'Created',
  'lead.merged': 'Merged a duplicate into this lead',
  'lead.hold_placed': 'Legal hold placed',
  'lead.hold_released': 'Legal hold released',
  'lead.erasure_refused': 'Deletion refused (legal hold)',
  'crm.queued': 'Queued for the partner CRM',
};

const KIND_LABELS: Record<LeadActivity['kind'], string> = {
  received: 'Assessment received',
  note: 'Note',
  change: 'Change',
  email: 'Email',
  crm: 'Partner CRM',
  chat: 'Live chat',
};

function describeValue(field: string, value: unknown, staff: StaffMember[]): string {
  if (value === null || value === undefined || value === '') return field === 'assignedTo' ? 'Unassigned' : '(empty)';
  if (field === 'assignedTo' && typeof value === 'number') return staffName(staff, value);
  if (field.endsWith('At') && typeof value === 'string') return formatDateTime(value);
  if ((field === 'status' || field === 'priority') && typeof value === 'string') return titleCase(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});

function Change({ entry, staff }: { entry: LeadActivity; staff: StaffMember[] }) {
  const before = record(entry.before);
  const after = record(entry.after);
  if (entry.action === 'lead.merged') {
    const merged = record(after.merged);
    return (
      <details className="mt-1 text-sm text-slate-900">
        <summary className="cursor-pointer">
          Lead #{String(merged.id)}: {fullName({ firstName: String(merged.firstName ?? ''), lastName: String(merged.lastName ?? '') })} (
          {String(merged.email ?? '')})
        </summary>
        <dl className="mt-1 grid gap-x-3 gap-y-0.5 text-xs sm:grid-cols-[auto_1fr]">
          {Object.entries(merged).map(([field, value]) => (
            <div key={field} className="contents">
              <dt className="font-medium text-slate-600">{field}</dt>
              <dd className="break-words">{describeValue(field, value, staff)}</dd>
            </div>
          ))}
        </dl>
      </details>
    );
  }
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return (
    <ul className="mt-1 grid gap-0.5 text-sm text-slate-900">
      {fields.map((field) => (
        <li key={field} className="break-words whitespace-pre-wrap">
          <span className="font-medium">{FIELD_LABELS[field] ?? field}:</span> {describeValue(field, before[field], staff)}
          {' → '}
          {describeValue(field, after[field], staff)}
        </li>
      ))}
    </ul>
  );
}

function Detail({ entry, staff }: { entry: LeadActivity; staff: StaffMember[] }) {
  const [location, navigate] = useLocation();
  switch (entry.kind) {
    case 'change':
      return <Change entry={entry} staff={staff} />;
    case 'note':
      return <p className="mt-1 text-sm break-words whitespace-pre-wrap text-slate-900">{entry.text}</p>;
    case 'email':
      return (
        <p className="mt-1 text-sm text-slate-900">
          {entry.text} <span className="text-slate-600">({titleCase(entry.status ?? '')})</span>
        </p>
      );
    case 'crm':
      return (
        <p className="mt-1 text-sm text-slate-900">
          {titleCase(entry.status ?? '')} after {entry.attempts ?? 0} attempt{entry.attempts === 1 ? '' : 's'}
          {entry.text && `: ${entry.text}`}
        </p>
      );
    case 'chat':
      return (
        <p className="mt-1 text-sm text-slate-900">
          {entry.text ? `“${entry.text}”` : 'No messages yet.'}{' '}
          <button
            type="button"
            className="text-teal-800 underline underline-offset-2"
            onClick={() => navigate(`${location}?tab=chat&room=${entry.chatRoomId}`)}
          >
            Open chat
          </button>
        </p>
      );
    default:
      return null;
  }
}

/** Everything that happened to a lead in one timeline, newest first. */
export function LeadActivityTimeline({ leadId, staff }: { leadId: number; staff: StaffMember[] }) {
  const activity = useLeadActivity(leadId);
  if (activity.isPending) return <p className="text-sm text-slate-600">Loading activity...</p>;
  if (activity.isError) return <p className="text-sm text-red-700">Could not load the activity of this lead.</p>;
  return (
    <ol className="grid gap-3" aria-label="Activity">
      {[...activity.data].reverse().map((entry) => (
        <li key={entry.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs text-slate-600">
            <time dateTime={entry.at}>{formatDateTime(entry.at)}</time>
            {' · '}
            <span className="font-medium text-slate-800">{entry.by ?? (entry.kind === 'received' ? 'Visitor' : 'System')}</span>
            {' · '}
            {entry.kind === 'change' ? (ACTION_LABELS[entry.action ?? ''] ?? entry.action) : KIND_LABELS[entry.kind]}
          </p>
          <Detail entry={entry} staff={staff} />
        </li>
      ))}
    </ol>
  );
}
