import type { ContactMessage } from '../../../../contract/intake/contact';
import { formatDateTime } from '../../../lib/format';

/** A message as the table shows it: its subject and words, the phone given, and the replies sent to it. */
export function ContactMessageCell({ message }: { message: ContactMessage }) {
  return (
    <>
      {message.subject && <span className="block font-medium break-words text-navy-900">{message.subject}</span>}
      <span className="block break-words whitespace-pre-wrap text-slate-700">{message.message}</span>
      {message.phone && <span className="block text-xs text-slate-600">Phone: {message.phone}</span>}
      {message.replies.length > 0 && (
        <ul className="mt-2 grid gap-2" aria-label={`Replies to ${message.email}`}>
          {message.replies.map((reply) => (
            <li key={reply.id} className="border-l-2 border-teal-600 pl-3">
              <span className="block text-xs font-medium text-slate-600">
                Replied by email by {reply.staffName ?? 'a former team member'}, {formatDateTime(reply.createdAt)}
              </span>
              <span className="block break-words whitespace-pre-wrap text-slate-700">{reply.message}</span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
