import { useCallback, useState } from 'react';
import { CLAIM_STATUS_LABELS, CLAIM_STATUSES } from '../../../../contract/claims/rules/claim-statuses';
import { CLAIM_TYPE_LABELS, CLAIM_TYPES } from '../../../../contract/claims/rules/claim-types';
import { CLAIM_LIST_DEPTH, CLAIM_LIST_TOO_DEEP_MESSAGE, type ClaimQueue } from '../../../../contract/claims/claims';
import { QueryTable } from '../../../components/ui/data-table';
import { ListPages } from '../../../components/ui/pager';
import { SearchField } from '../../../components/ui/search-input';
import { ChoiceFilter, StatusFilterBar } from '../../../components/ui/status-filter';
import { TabSection } from '../../../components/ui/tab-section';
import { type ClaimListFilter, useClaimList } from '../api/get-claims';
import { claimQueueColumns } from './claim-queue-columns';
import { QueueChips } from './queue-chips';

const firstPage: ClaimListFilter = { queue: null, type: 'all', status: 'all', q: '', page: 1 };

/**
 * The claims queues: what to file, what is closing or overdue, sorted by the next date; a row opens the
 * client's account at `accountHref` (the Clients tab's address, given by the panel).
 */
export function ClaimsTab({ accountHref }: { accountHref: (accountId: number) => string }) {
  const [filter, setFilter] = useState<ClaimListFilter>(firstPage);
  // Another filter starts again at its first page.
  const change = (next: Partial<ClaimListFilter>) => setFilter((current) => ({ ...current, ...next, page: 1 }));
  const onSearch = useCallback((q: string) => setFilter((current) => (current.q === q ? current : { ...current, q, page: 1 })), []);
  const claims = useClaimList(filter);
  const list = claims.data;
  return (
    <TabSection
      id="claims-heading"
      title="Claims"
      description="The claims made to get clients' money back, and the payments still to claim for, by their next date."
      actions={
        <>
          <SearchField id="claims-search" label="Search claims" placeholder="Client, case ID, counterparty, reference" onSearch={onSearch} />
          <ChoiceFilter
            id="claims-type-filter"
            label="Type"
            width="w-44"
            value={filter.type}
            values={CLAIM_TYPES}
            labels={CLAIM_TYPE_LABELS}
            onChange={(type) => change({ type })}
          />
          <StatusFilterBar
            id="claims-status-filter"
            value={filter.status}
            statuses={CLAIM_STATUSES}
            labels={CLAIM_STATUS_LABELS}
            onChange={(status) => change({ status })}
            query={claims}
          />
        </>
      }
    >
      <QueueChips value={filter.queue} onChange={(queue: ClaimQueue | null) => change({ queue })} />
      <QueryTable
        label="Claims"
        columns={claimQueueColumns(accountHref)}
        query={{ ...claims, data: list?.items }}
        items="claims"
        rowProps={(item) => ({ 'data-testid': 'claim-row', className: item.overdue ? 'bg-red-50/60' : undefined })}
        text={{ empty: filter.page > 1 ? 'No claims on this page.' : filter.queue ? 'Nothing in this queue.' : 'No claims.' }}
      />
      <ListPages
        label="Claims pages"
        items={filter.queue === 'to_file' ? 'payments' : 'claims'}
        list={list}
        onPage={(page) => setFilter((current) => ({ ...current, page }))}
        depth={{ rows: CLAIM_LIST_DEPTH, note: CLAIM_LIST_TOO_DEEP_MESSAGE }}
      />
    </TabSection>
  );
}
