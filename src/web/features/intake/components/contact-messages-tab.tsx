import { useState } from 'react';
import { SearchField } from '../../../components/ui/search-input';
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactMessage } from '../../../../contract/intake/contact';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { actionsColumn, clientColumn, type Column, QueryTable, timeColumn } from '../../../components/ui/data-table';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { ShowOlder } from '../../../components/ui/show-older';
import { StatusPill } from '../../../components/ui/status-pill';
import { TabSection } from '../../../components/ui/tab-section';
import { useIsAdmin } from '../../../lib/current-member';
import { formatDateTime } from '../../../lib/format';
import { type ContactStatus, useContactMessages, useEraseContactMessage, useSetContactStatus } from '../api/contact-messages';
import { ContactReplyDialog } from './contact-reply-dialog';

/** The contact form's messages: search, filter by status, reply by email, mark handled; admins erase one (and its sender's traces). */
export function ContactMessagesTab() {
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<ContactStatus | 'all'>('new');
  const [erasing, setErasing] = useState<ContactMessage | null>(null);
  const [replying, setReplying] = useState<ContactMessage | null>(null);
  const messages = useContactMessages(q, status);
  const setMessageStatus = useSetContactStatus();
  const erase = useEraseContactMessage();
  const isAdmin = useIsAdmin();

  const columns: Column<ContactMessage>[] = [
    clientColumn((message) => message),
    {
      key: 'message',
      header: 'Message',
      className: 'min-w-56 max-w-xl',
      cell: (message) => (
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
      ),
    },
    timeColumn('received', 'Received', (message) => message.createdAt, formatDateTime),
    {
      key: 'status',
      header: 'Status',
      cell: (message) => <StatusPill tone={message.status === 'new' ? 'info' : 'muted'}>{CONTACT_STATUS_LABELS[message.status]}</StatusPill>,
    },
    actionsColumn(
      (message) => (
        <span className="inline-flex gap-2">
          <Button variant="outline" size="sm" aria-label={`Reply by email to ${message.email}`} onClick={() => setReplying(message)}>
            Reply
          </Button>
          <Button
            variant="outline"
            size="sm"
            aria-label={`Mark the message from ${message.email} ${message.status === 'new' ? 'handled' : 'new'}`}
            disabled={setMessageStatus.isPending}
            onClick={() => setMessageStatus.mutate({ id: message.id, status: message.status === 'new' ? 'handled' : 'new' })}
          >
            {message.status === 'new' ? 'Mark handled' : 'Mark new'}
          </Button>
          {isAdmin && (
            <Button variant="outline" size="sm" aria-label={`Erase the message from ${message.email}`} onClick={() => setErasing(message)}>
              Erase
            </Button>
          )}
        </span>
      ),
      { nowrap: true },
    ),
  ];

  return (
    <TabSection
      id="contact-messages-heading"
      title="Contact Messages"
      description="Messages sent with the website's contact form."
      actions={
        <>
          <SearchField id="contact-messages-search" label="Search messages" placeholder="Search by name, email or text" onSearch={setQ} />
          <StatusFilterBar
            id="contact-status-filter"
            value={status}
            statuses={CONTACT_STATUSES}
            labels={CONTACT_STATUS_LABELS}
            onChange={setStatus}
            query={messages}
          />
        </>
      }
    >
      <QueryTable
        label="Contact messages"
        columns={columns}
        query={messages}
        items="messages"
        text={{ empty: q ? 'No messages match your search.' : status === 'new' ? 'No new messages.' : 'No messages.' }}
      />
      <ShowOlder query={messages} items="messages" />
      <Dialog open={replying !== null} onOpenChange={(open) => !open && setReplying(null)}>
        {replying && <ContactReplyDialog message={replying} onDone={() => setReplying(null)} />}
      </Dialog>
      <ConfirmDialog
        open={erasing !== null}
        onOpenChange={(open) => !open && setErasing(null)}
        title="Erase this message?"
        message={`The message from ${erasing?.email ?? ''} is erased for good, with the visitor chats and emails held under that address. A lead or client account is not affected.`}
        confirmLabel="Erase"
        busy={erase.isPending}
        onConfirm={() => erasing && erase.mutate(erasing.id, { onSuccess: () => setErasing(null) })}
      />
    </TabSection>
  );
}
