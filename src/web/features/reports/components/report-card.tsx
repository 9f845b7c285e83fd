import { BarChart3, Download, Table2 } from 'lucide-react';
import { type ComponentType, useState } from 'react';
import { COUNTERPARTY_COLUMNS, REPORT_COLUMNS, type ReportName, type ReportRows } from '../../../../contract/reports/reports';
import { Button } from '../../../components/ui/button';
import { ListMessage, SectionCard } from '../../../components/ui/section-card';
import { serverMessage } from '../../../lib/server-message';
import { useDownloadReport, useReport } from '../api/reports';
import { REPORT_CHARTS } from '../lib/report-charts';
import { ReportChart } from './report-chart';
import { ReportTable } from './report-table';

type Period = { from: string; to: string };
type ReportDownload = ReturnType<typeof useDownloadReport>;

type ExtraProps<R extends ReportName> = { report: ReportRows<R>; period: Period; download: ReportDownload };

/** What a report shows below its chart or table, typed by name: the claims report's counterparties. */
const REPORT_EXTRAS: { [R in ReportName]?: ComponentType<ExtraProps<R>> } = {
  claims: Counterparties,
};

/** One report: what it counts in a sentence, its chart or its table, and its CSV. */
export function ReportCard<R extends ReportName>({
  report,
  title,
  description,
  period,
  valid,
}: {
  report: R;
  title: string;
  description: string;
  period: Period;
  valid: boolean;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  const query = useReport(report, period, valid);
  const download = useDownloadReport();
  const data = query.data;
  const drawn = data ? REPORT_CHARTS[report](data, period) : null;
  const Extra: ComponentType<ExtraProps<R>> | undefined = REPORT_EXTRAS[report];
  const id = `report-${report}`;

  return (
    <SectionCard
      id={id}
      title={title}
      description={description}
      action={
        <div className="flex flex-wrap gap-2">
          <fieldset aria-label={`${title}: view`} className="inline-flex rounded-md border border-slate-300">
            <ViewButton pressed={view === 'chart'} onClick={() => setView('chart')} icon={BarChart3} label="Chart" />
            <ViewButton pressed={view === 'table'} onClick={() => setView('table')} icon={Table2} label="Table" />
          </fieldset>
          <Button
            variant="outline"
            size="sm"
            disabled={!valid || download.isPending}
            onClick={() => download.mutate({ report, period })}
            aria-label={`Download ${title} CSV`}
          >
            <Download aria-hidden="true" className="h-4 w-4" />
            CSV
          </Button>
        </div>
      }
    >
      {!valid ? (
        <ListMessage>Choose a period to count over.</ListMessage>
      ) : query.isError && !data ? (
        <ListMessage role="alert">{`This report could not be counted: ${serverMessage(query.error) ?? 'please try again.'}`}</ListMessage>
      ) : !data || !drawn ? (
        <ListMessage role="status">Counting…</ListMessage>
      ) : (
        <div className="grid gap-3" aria-busy={query.isFetching}>
          <p className="text-sm text-slate-800" data-testid={`${id}-summary`}>
            {drawn.summary}
          </p>
          {data.rows.length > 0 &&
            (view === 'chart' ? (
              <ReportChart chart={drawn.chart} label={title} />
            ) : (
              <ReportTable report={report} label={title} columns={REPORT_COLUMNS[report]} rows={data.rows} />
            ))}
          {Extra && <Extra report={data} period={period} download={download} />}
        </div>
      )}
    </SectionCard>
  );
}

function ViewButton({ pressed, onClick, icon: Icon, label }: { pressed: boolean; onClick: () => void; icon: typeof Table2; label: string }) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className="inline-flex h-9 items-center gap-1.5 px-3 text-sm font-semibold text-navy-900 first:rounded-l-md last:rounded-r-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-teal-600 aria-pressed:bg-navy-900 aria-pressed:text-white"
    >
      <Icon aria-hidden="true" className="h-4 w-4" />
      {label}
    </button>
  );
}

/** Which banks and card issuers are slow: the claims report's second table, with its own CSV. */
function Counterparties({ report, period, download }: ExtraProps<'claims'>) {
  if (report.counterparties.length === 0) return null;
  return (
    <section aria-labelledby="report-counterparties-heading" className="grid gap-2 border-t border-slate-200 pt-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id="report-counterparties-heading" className="text-sm font-semibold text-navy-900">
          Median days from filing to decision, slowest first
        </h3>
        <Button
          variant="outline"
          size="sm"
          disabled={download.isPending}
          onClick={() => download.mutate({ report: 'claims', period, table: 'counterparties' })}
          aria-label="Download counterparties CSV"
        >
          <Download aria-hidden="true" className="h-4 w-4" />
          CSV
        </Button>
      </div>
      <ReportTable report="claims" label="Counterparties" columns={COUNTERPARTY_COLUMNS} rows={report.counterparties} />
    </section>
  );
}
