import type { ClientComplaintView } from '../../../../contract/complaints/complaints';
import { formatDateTime } from '../../../lib/client-format';
import { useClientComplaint } from '../api/complaints';

/** How a complaint reached us, said to the complainant. */
function receivedLine(complaint: ClientComplaintView): string {
  const when = formatDateTime(complaint.receivedAt);
  return complaint.channel === 'portal' ? `You sent it from your client portal on ${when}.` : `We received it by ${complaint.channel} on ${when}.`;
}

/**
 * What the client sent, reread in full. One made by phone, email or letter is staff's note of it, so it
 * is not called what they wrote.
 */
export function ComplaintDetails({ id, panelId }: { id: number; panelId: string }) {
  const complaint = useClientComplaint(id);
  return (
    <div
      id={panelId}
      data-testid="complaint-details"
      className="mt-1 grid gap-1 rounded-lg border border-slate-200 px-3 py-2 text-sm text-slate-800"
    >
      {complaint.isPending ? (
        <p role="status">Loading your complaint...</p>
      ) : complaint.isError ? (
        <p role="alert">Your complaint could not be loaded. Please try again.</p>
      ) : (
        <>
          <p className="font-medium text-navy-900">{complaint.data.channel === 'portal' ? 'What you wrote' : 'What you told us, as we noted it'}</p>
          {complaint.data.subject && <p className="font-medium wrap-anywhere">{complaint.data.subject}</p>}
          <p className="wrap-anywhere whitespace-pre-wrap">{complaint.data.summary}</p>
          <p className="text-xs text-slate-600">{receivedLine(complaint.data)}</p>
        </>
      )}
    </div>
  );
}
