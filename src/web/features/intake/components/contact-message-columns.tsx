import { CONTACT_STATUS_LABELS, type ContactMessage } from '../../../../contract/intake/contact';
import { Button } from '../../../components/ui/button';
import { actionsColumn, clientColumn, type Column, timeColumn } from '../../../components/ui/data-table';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatDateTime } from '../../../lib/format';
import { ContactMessageCell } from './contact-message-cell';

/** The messages table: who, what they wrote and our replies, when, where it stands, and the actions on it. */
export function contactMessageColumns(options: {
  isAdmin: boolean;
  changing: boolean;
  onReply: (message: ContactMessage) => void;
  onToggleStatus: (message: ContactMessage) => void;
  onErase: (message: ContactMessage) => void;
}): Column<ContactMessage>[] {
  return [
    clientColumn((message) => message),
    { key: 'message', header: 'Message', className: 'min-w-56 max-w-xl', cell: (message) => <ContactMessageCell message={message} /> },
    timeColumn('received', 'Received', (message) => message.createdAt, formatDateTime),
    {
      key: 'status',
      header: 'Status',
      cell: (message) => <StatusPill tone={message.status === 'new' ? 'info' : 'muted'}>{CONTACT_STATUS_LABELS[message.status]}</StatusPill>,
    },
    actionsColumn(
      (message) => (
        <span className="inline-flex gap-2">
          <Button variant="outline" size="sm" aria-label={`Reply by email to ${message.email}`} onClick={() => options.onReply(message)}>
            Reply
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Mark the message from ${message.email} ${message.status === 'new' ? 'handled' : 'new'}`}
            disabled={options.changing}
            onClick={() => options.onToggleStatus(message)}
          >
            {message.status === 'new' ? 'Mark handled' : 'Mark new'}
          </Button>
          {options.isAdmin && (
            <Button variant="outline" size="sm" aria-label={`Erase the message from ${message.email}`} onClick={() => options.onErase(message)}>
              Erase
            </Button>
          )}
        </span>
      ),
      { nowrap: true },
    ),
  ];
}
