import { Button } from '../../../components/ui/button';
import { actionsColumn, type Column, QueryTable, timeColumn } from '../../../components/ui/data-table';
import { TabSection } from '../../../components/ui/tab-section';
import { formatDateTime } from '../../../lib/format';
import { useFailedMail, useRetryMail } from '../api/failed-mail';

/** Email the mail server refused after every attempt, each to queue again (the Team tab, admins only). */
export function FailedMailSection() {
  const failed = useFailedMail();
  const retry = useRetryMail();
  const items = failed.data ?? [];
  type Row = (typeof items)[number];
  const columns: Column<Row>[] = [
    { key: 'to', header: 'To', className: 'break-all', cell: (mail) => mail.toAddress },
    { key: 'subject', header: 'Subject', className: 'min-w-40', cell: (mail) => mail.subject },
    { key: 'error', header: 'Last error', className: 'min-w-40 text-xs text-slate-700', cell: (mail) => mail.lastError ?? '' },
    timeColumn('queued', 'Queued', (mail) => mail.createdAt, formatDateTime),
    actionsColumn((mail) => (
      <Button
        variant="outline"
        size="sm"
        aria-label={`Retry the email to ${mail.toAddress}`}
        disabled={retry.isPending}
        onClick={() => retry.mutate(mail.id)}
      >
        Retry
      </Button>
    )),
  ];
  return (
    <TabSection
      id="failed-mail-heading"
      title="Failed email"
      description="Messages the mail server refused after every attempt. Fix the cause (address, mail settings), then retry."
    >
      <QueryTable label="Failed email" columns={columns} query={failed} items="failed emails" />
    </TabSection>
  );
}
