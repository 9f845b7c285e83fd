import type { ReactNode } from 'react';
import type { Lead, LeadAuditEntry } from '../../../../contract/leads/leads';
import { DEPOSIT_METHOD_LABELS, type DEPOSIT_METHODS } from '../../../../contract/shared/options';
import { staffDisplayName, type StaffMember } from '../../../../contract/staff/staff';
import { DialogContent } from '../../../components/ui/dialog';
import { useLeadHistory } from '../api/get-lead-history';
import { formatAmount, formatDateTime, fullName, titleCase } from '../../../lib/format';
import { PriorityBadge, StatusBadge } from './lead-badges';
import { AssignToMe, LegalHoldPanel } from './lead-actions';

function Field({ label, children, wide = false }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-medium text-slate-500">{label}</dt>
      <dd className="mt-0.5 text-sm break-words whitespace-pre-wrap text-slate-900">{children}</dd>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4 first:border-t-0 first:pt-0">
      <h3 className="mb-2 text-sm font-semibold text-navy-900">{title}</h3>
      <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">{children}</dl>
    </section>
  );
}

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
  'lead.deleted': 'Deleted',
  'lead.hold_placed': 'Legal hold placed',
  'lead.hold_released': 'Legal hold released',
  'lead.erasure_refused': 'Deletion refused (legal hold)',
};

function describeValue(field: string, value: unknown, staff: StaffMember[]): string {
  if (value === null || value === undefined || value === '') return field === 'assignedTo' ? 'Unassigned' : '(empty)';
  if (field === 'assignedTo' && typeof value === 'number') return staffName(staff, value);
  if (field.endsWith('At') && typeof value === 'string') return formatDateTime(value);
  if ((field === 'status' || field === 'priority') && typeof value === 'string') return titleCase(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function changes(entry: LeadAuditEntry): string[] {
  const record = (v: unknown) => (typeof v === 'object' && v !== null ? (v as Record<string, unknown>) : {});
  return [...new Set([...Object.keys(record(entry.before)), ...Object.keys(record(entry.after))])];
}

function History({ leadId, staff }: { leadId: number; staff: StaffMember[] }) {
  const history = useLeadHistory(leadId, true);
  if (history.isPending) return <p className="text-sm text-slate-600">Loading history...</p>;
  if (history.isError) return <p className="text-sm text-red-700">Could not load the history of this lead.</p>;
  if (history.data.length === 0) return <p className="text-sm text-slate-600">No changes yet.</p>;
  return (
    <ol className="grid gap-3">
      {[...history.data].reverse().map((entry) => {
        const before = (entry.before ?? {}) as Record<string, unknown>;
        const after = (entry.after ?? {}) as Record<string, unknown>;
        return (
          <li key={entry.id} className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
            <p className="text-xs text-slate-600">
              <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
              {' · '}
              <span className="font-medium text-slate-800">{entry.actor ?? 'System'}</span>
              {' · '}
              {ACTION_LABELS[entry.action] ?? entry.action}
            </p>
            <ul className="mt-1 grid gap-0.5 text-sm text-slate-900">
              {changes(entry).map((field) => (
                <li key={field} className="break-words whitespace-pre-wrap">
                  <span className="font-medium">{FIELD_LABELS[field] ?? field}:</span> {describeValue(field, before[field], staff)}
                  {' → '}
                  {describeValue(field, after[field], staff)}
                </li>
              ))}
            </ul>
          </li>
        );
      })}
    </ol>
  );
}

/** Everything about one lead, with its history of who changed what. */
export function LeadDetailsDialog({ lead, staff }: { lead: Lead; staff: StaffMember[] }) {
  const method = DEPOSIT_METHOD_LABELS[lead.depositMethod as (typeof DEPOSIT_METHODS)[number]] ?? lead.depositMethod;
  return (
    <DialogContent title={`Lead details: ${fullName(lead)}`} description={`Lead #${lead.id}, received ${formatDateTime(lead.createdAt)}`} size="lg">
      <div className="grid gap-4">
        <Section title="Contact">
          {lead.reference && (
            <Field label="Reference">
              <span className="font-mono">{lead.reference}</span>
            </Field>
          )}
          <Field label="Name">{fullName(lead)}</Field>
          <Field label="Email">{lead.email}</Field>
          <Field label="Phone">{lead.phone}</Field>
          <Field label="Country">{lead.country}</Field>
        </Section>
        <Section title="Case">
          <Field label="Amount lost">{formatAmount(lead.amountLost, lead.currency)}</Field>
          <Field label="How the money was sent">{method}</Field>
          <Field label="Company or website">{lead.companyName}</Field>
          <Field label="Expert call time">{lead.expertCallTime || 'Not specified'}</Field>
          <Field label="Case details" wide>
            {lead.caseDetails}
          </Field>
        </Section>
        <Section title="Handling">
          <Field label="Status">
            <StatusBadge status={lead.status} />
          </Field>
          <Field label="Priority">
            <PriorityBadge priority={lead.priority} />
          </Field>
          <Field label="Assigned to">
            <span className="flex flex-wrap items-center gap-2">
              {staffName(staff, lead.assignedTo)}
              <AssignToMe lead={lead} />
            </span>
          </Field>
          <Field label="Source">
            {[lead.source, lead.utmMedium, lead.utmCampaign].filter(Boolean).join(' · ')}
            {lead.referrer && ` (from ${lead.referrer})`}
          </Field>
          <Field label="Last contacted">{formatDateTime(lead.lastContactedAt)}</Field>
          <Field label="Next follow-up">
            {formatDateTime(lead.nextFollowUpAt)}
            {lead.followUpNote && ` (${lead.followUpNote})`}
          </Field>
          <Field label="Notes" wide>
            {lead.notes || '—'}
          </Field>
        </Section>
        <Section title="Consent and records">
          <Field label="Consent to share with partner">{lead.consentToShare ? 'Yes' : 'No'}</Field>
          <Field label="Consent given">{formatDateTime(lead.consentAt)}</Field>
          {lead.consentText && (
            <Field label="Consent wording" wide>
              {lead.consentText}
            </Field>
          )}
          <Field label="CRM sync">
            {titleCase(lead.crmSyncStatus)}
            {lead.crmSyncedAt ? ` (${formatDateTime(lead.crmSyncedAt)})` : ''}
          </Field>
          {lead.crmSyncError && <Field label="CRM error">{lead.crmSyncError}</Field>}
          <Field label="Created">{formatDateTime(lead.createdAt)}</Field>
          <Field label="Last updated">{formatDateTime(lead.updatedAt)}</Field>
        </Section>
        <LegalHoldPanel lead={lead} />
        <section className="border-t border-slate-100 pt-4">
          <h3 className="mb-2 text-sm font-semibold text-navy-900">History</h3>
          <History leadId={lead.id} staff={staff} />
        </section>
      </div>
    </DialogContent>
  );
}
