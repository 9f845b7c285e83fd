import { useState } from 'react';
import { SearchField } from '../../../components/ui/search-input';
import { CONTACT_STATUS_LABELS, CONTACT_STATUSES, type ContactMessage } from '../../../../contract/intake/contact';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { Dialog } from '../../../components/ui/dialog';
import { QueryTable } from '../../../components/ui/data-table';
import { StatusFilterBar } from '../../../components/ui/status-filter';
import { ShowOlder } from '../../../components/ui/show-older';
import { TabSection } from '../../../components/ui/tab-section';
import { useIsAdmin } from '../../../lib/current-member';
import { type ContactStatus, useContactMessages, useEraseContactMessage, useSetContactStatus } from '../api/contact-messages';
import { contactMessageColumns } from './contact-message-columns';
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

  const columns = contactMessageColumns({
    isAdmin,
    changing: setMessageStatus.isPending,
    onReply: setReplying,
    onToggleStatus: (message) => setMessageStatus.mutate({ id: message.id, status: message.status === 'new' ? 'handled' : 'new' }),
    onErase: setErasing,
  });

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
