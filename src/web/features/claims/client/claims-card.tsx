import { FileDown } from 'lucide-react';
import type { ClaimStatus } from '../../../../contract/claims/rules/claim-statuses';
import type { clientClaimSchema } from '../../../../contract/claims/claims';
import { claimPackEndpoints } from '../../../../contract/claims/pack-endpoints';
import { PACK_FREE_FILING_NOTICE } from '../../../../contract/claims/pack-text';
import { endpointUrl } from '../../../../contract/shared/endpoint';
import { type PillTone, StatusPill } from '../../../components/ui/client-status-pill';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { formatCalendarDate, formatDate } from '../../../lib/client-format';
import type { z } from 'zod';
import { useClientClaims } from './api';

type ClientClaim = z.infer<typeof clientClaimSchema>;

const STATUS_TONES: Record<ClaimStatus, PillTone> = {
  preparing: 'neutral',
  filed: 'info',
  information_requested: 'warning',
  upheld: 'success',
  partly_upheld: 'success',
  rejected: 'danger',
  withdrawn: 'neutral',
};

/** What each step of a claim means for the client, in their words. */
const STEP_WORDS: Record<ClaimStatus, string> = {
  preparing: 'We started preparing this claim',
  filed: 'The claim was sent',
  information_requested: 'More information was asked for',
  upheld: 'The claim was accepted',
  partly_upheld: 'The claim was partly accepted',
  rejected: 'The claim was turned down',
  withdrawn: 'The claim was withdrawn',
};

function ClaimItem({ claim }: { claim: ClientClaim }) {
  return (
    <li className="grid min-w-0 gap-2 py-4 wrap-anywhere first:pt-0 last:pb-0" data-testid="client-claim">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="min-w-0 font-semibold wrap-anywhere text-navy-900">{claim.title}</h3>
        <StatusPill tone={STATUS_TONES[claim.status]}>{claim.statusLabel}</StatusPill>
      </div>
      <p className="text-sm text-slate-700">Last changed {formatDate(claim.lastChangedAt)}</p>
      {claim.nextDatePhrase && (
        <p className="text-sm font-medium text-navy-900" data-testid="claim-next-date">
          {claim.nextDatePhrase}
        </p>
      )}
      {claim.events.length > 0 && (
        <ol aria-label="What has happened" className="grid gap-1.5 border-l-2 border-slate-200 pl-3">
          {claim.events.map((event, index) => (
            // Events have no id of their own for the client; their order never changes.
            // biome-ignore lint/suspicious/noArrayIndexKey: the list is read-only and in a fixed order
            <li key={index} className="text-sm text-slate-800">
              <span className="font-medium">{formatCalendarDate(event.on)}:</span> {STEP_WORDS[event.status]}
              {event.note && <p className="mt-0.5 wrap-anywhere whitespace-pre-wrap text-slate-700">{event.note}</p>}
            </li>
          ))}
        </ol>
      )}
      {claim.freeRoute && (
        <p role="note" className="rounded-lg border border-sky-200 bg-sky-50 px-3 py-2 text-sm text-sky-950" data-testid="claim-free-route">
          {claim.freeRoute}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {/* A plain link, as the documents' downloads: the session cookie goes with it, the reply is an attachment. */}
        <a
          href={endpointUrl(claimPackEndpoints.pdfForClient, { params: { claimId: claim.id } })}
          download
          className="inline-flex items-center gap-1 rounded-md px-2 py-1 text-sm font-semibold text-teal-800 hover:bg-teal-50 focus-visible:outline-2 focus-visible:outline-teal-600"
        >
          <FileDown aria-hidden="true" className="h-4 w-4" />
          Download claim pack (PDF)<span className="sr-only">: {claim.title}</span>
        </a>
        <p className="text-sm text-slate-700" data-testid="claim-pack-notice">
          {PACK_FREE_FILING_NOTICE}
        </p>
      </div>
    </li>
  );
}

/** The claims the practice has made to get the client's money back, where each stands and what comes next. */
export function ClientClaimsCard({ accountId, className }: { accountId: number; className?: string }) {
  const claims = useClientClaims(accountId);
  return (
    <SectionCard
      id="your-claims"
      title="Your claims"
      description="The claims we make to get your money back: where each one stands and when to expect an answer."
      className={className}
    >
      {claims.isPending ? (
        <ListMessage role="status">Loading your claims...</ListMessage>
      ) : claims.isError ? (
        <ListMessage role="alert">Your claims could not be loaded. Please reload the page.</ListMessage>
      ) : claims.data.length === 0 ? (
        <ListMessage>We have not made a claim for you yet. When we do, you will see it here, with what happens next.</ListMessage>
      ) : (
        <ul aria-label="Your claims" className="divide-y divide-slate-100">
          {claims.data.map((claim) => (
            <ClaimItem key={claim.id} claim={claim} />
          ))}
        </ul>
      )}
    </SectionCard>
  );
}
