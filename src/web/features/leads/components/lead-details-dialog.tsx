import { type ReactNode, useRef } from 'react';
import type { Lead } from '../../../../contract/leads/lead';
import { DEPOSIT_METHOD_LABELS, type DEPOSIT_METHODS } from '../../../../contract/shared/options';
import type { StaffMember } from '../../../../contract/staff/staff';
import { DialogContent } from '../../../components/ui/dialog';
import { useLead } from '../api/lead-desk';
import { formatAmount, formatDateTime, fullName, titleCase } from '../../../lib/format';
import { LeadActivityTimeline, staffName } from './lead-activity';
import { LeadDuplicates } from './lead-duplicates';
import { LeadNotes } from './lead-notes';
import { PriorityBadge, StatusBadge } from './lead-badges';
import { AssignToMe, LegalHoldPanel } from './lead-actions';
import { CRM_NOT_SET_UP_TEXT, useCrmConfigured, waitsForNoPartner } from '../../crm';

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

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="border-t border-slate-100 pt-4">
      <h3 className="mb-2 text-sm font-semibold text-navy-900">{title}</h3>
      {children}
    </section>
  );
}

function HandlingSection({ lead, staff }: { lead: Lead; staff: StaffMember[] }) {
  const assignedTo = useRef<HTMLSpanElement>(null);
  return (
    <Section title="Handling">
      <Field label="Status">
        <StatusBadge status={lead.status} />
      </Field>
      <Field label="Priority">
        <PriorityBadge priority={lead.priority} />
      </Field>
      <Field label="Assigned to">
        <span className="flex flex-wrap items-center gap-2">
          {/* Where the focus goes once 'Assign to me' (which had it) has gone. */}
          <span
            ref={assignedTo}
            tabIndex={-1}
            data-testid="lead-assigned-to"
            className="rounded-sm focus-visible:outline-2 focus-visible:outline-teal-600"
          >
            {staffName(staff, lead.assignedTo)}
          </span>
          <AssignToMe lead={lead} onAssigned={() => assignedTo.current?.focus()} />
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
    </Section>
  );
}

function ConsentSection({ lead }: { lead: Lead }) {
  const crmConfigured = useCrmConfigured();
  return (
    <Section title="Consent and records">
      <Field label="Consent to share with partner">{lead.consentToShare ? 'Yes' : 'No'}</Field>
      <Field label="Consent given">{formatDateTime(lead.consentAt)}</Field>
      {lead.consentText && (
        <Field label="Consent wording" wide>
          {lead.consentText}
        </Field>
      )}
      <Field label="CRM sync">
        {/* Without consent, or without a partner CRM, nothing goes to the partner: 'Pending' would say it is about to. */}
        {!lead.consentToShare
          ? 'Not shared with the partner: no consent'
          : crmConfigured === undefined && lead.crmSyncStatus === 'pending'
            ? '—'
            : waitsForNoPartner(lead, crmConfigured ?? false)
              ? CRM_NOT_SET_UP_TEXT
              : titleCase(lead.crmSyncStatus)}
        {lead.crmSyncedAt ? ` (${formatDateTime(lead.crmSyncedAt)})` : ''}
      </Field>
      {lead.crmSyncError && <Field label="CRM error">{lead.crmSyncError}</Field>}
      <Field label="Created">{formatDateTime(lead.createdAt)}</Field>
      <Field label="Last updated">{formatDateTime(lead.updatedAt)}</Field>
    </Section>
  );
}

/** Everything about one lead: its details, notes, possible duplicates and activity. */
export function LeadDetailsDialog({ lead: opened, staff }: { lead: Lead; staff: StaffMember[] }) {
  const lead = useLead(opened).data ?? opened;
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
        <HandlingSection lead={lead} staff={staff} />
        <ConsentSection lead={lead} />
        <LegalHoldPanel lead={lead} />
        <Part title="Notes">
          <LeadNotes leadId={lead.id} />
        </Part>
        <Part title="Possible duplicates">
          <LeadDuplicates lead={lead} />
        </Part>
        <Part title="Activity">
          <LeadActivityTimeline leadId={lead.id} staff={staff} />
        </Part>
      </div>
    </DialogContent>
  );
}
