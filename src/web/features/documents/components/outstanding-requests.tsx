import { useState } from 'react';
import { DOCUMENT_REQUEST_STATUS_LABELS, type OutstandingRequest } from '../../../../contract/documents/requests';
import { clientColumn, type Column, QueryTable } from '../../../components/ui/data-table';
import { ListPages } from '../../../components/ui/pager';
import { StatusPill, todayIso } from '../../../components/ui/status-pill';
import { formatDate } from '../../../lib/format';
import { useOutstandingRequests } from '../api/get-outstanding-requests';

/** In the documents tab: what staff asked clients for and have not received (or must receive again); late ones stand out. */
export function OutstandingRequests() {
  const [page, setPage] = useState(1);
  const requests = useOutstandingRequests(page);
  const awaited = requests.data;
  const today = todayIso();
  const columns: Column<OutstandingRequest>[] = [
    clientColumn((request) => ({ firstName: request.clientFirstName, lastName: request.clientLastName, email: request.clientEmail })),
    {
      key: 'title',
      header: 'Document requested',
      className: 'min-w-40 break-words',
      cell: (request) => (
        <>
          <span className="block">{request.title}</span>
          {request.note && <span className="block text-xs whitespace-pre-wrap text-slate-600">Note for the client: {request.note}</span>}
        </>
      ),
    },
    { key: 'status', header: 'State', className: 'min-w-28', cell: (request) => DOCUMENT_REQUEST_STATUS_LABELS[request.status] },
    {
      key: 'due',
      header: 'Due',
      className: 'whitespace-nowrap',
      cell: (request) =>
        request.dueDate ? (
          <>
            {formatDate(request.dueDate)}
            {request.dueDate < today && (
              <StatusPill tone="danger" className="ml-2">
                Overdue
              </StatusPill>
            )}
          </>
        ) : (
          '—'
        ),
    },
    { key: 'asked', header: 'Asked', className: 'whitespace-nowrap', cell: (request) => formatDate(request.createdAt) },
  ];
  return (
    <section aria-labelledby="outstanding-requests-heading" className="mt-8 grid gap-3">
      <div>
        <h3 id="outstanding-requests-heading" className="text-base font-semibold text-navy-900">
          Awaited from clients
        </h3>
        <p className="text-sm text-slate-600">
          Documents requested and not yet received, or rejected and to be sent again. Ask for one from the client's account.
        </p>
      </div>
      <QueryTable
        label="Documents awaited from clients"
        columns={columns}
        query={{ ...requests, data: awaited?.items }}
        items="document requests"
        text={{ empty: page > 1 ? 'No document requests on this page.' : 'Nothing is awaited from clients.' }}
      />
      <ListPages label="Documents awaited pages" items="document requests" list={awaited} onPage={setPage} />
    </section>
  );
}
