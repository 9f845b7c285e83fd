import { REPORT_PERIOD_LABELS, REPORT_PERIODS, type ReportName, type ReportPeriod } from '../../../../contract/reports/reports';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { Options, Select } from '../../../components/ui/select';
import { TabSection } from '../../../components/ui/tab-section';
import { formatDate } from '../../../lib/format';
import { type PeriodChoice, useReportPeriod } from '../lib/report-period';
import { ReportCard } from './report-card';

const CARDS: { report: ReportName; title: string; description: string }[] = [
  { report: 'leads', title: 'Leads', description: 'Case assessments received per week, by source, and how many have a client account.' },
  {
    report: 'recovered',
    title: 'Money recovered',
    description: 'From the ledger, per month and currency: an entry in the month it was received, a reversal in the month it was recorded.',
  },
  { report: 'claims', title: 'Claims decided', description: 'Per month of the decision, by outcome; and how long each counterparty takes.' },
  {
    report: 'complaints',
    title: 'Complaints',
    description: 'Received per month: resolved within 3 business days, within 8 weeks (the first included), and still open past 8 weeks.',
  },
  {
    report: 'chat',
    title: 'Live chat',
    description: "Conversations started per week (by the visitor's first message), and the median minutes to the first staff reply.",
  },
];

/** The Reports tab (admins): the practice's figures over a period, each counted from the records when opened. */
export default function ReportsTab() {
  const [choice, choose] = useReportPeriod();
  return (
    <TabSection
      id="reports-heading"
      title="Reports"
      description={
        choice.valid
          ? `Counted from the records now, over London days from ${formatDate(choice.from)} to ${formatDate(choice.to)}.`
          : 'Counted from the records now, over London days.'
      }
      actions={<PeriodPicker choice={choice} choose={choose} />}
    >
      <div className="grid grid-cols-[minmax(0,1fr)] gap-5 xl:grid-cols-2">
        {CARDS.map((card) => (
          <ReportCard key={card.report} {...card} period={choice} valid={choice.valid} />
        ))}
      </div>
    </TabSection>
  );
}

function PeriodPicker({ choice, choose }: { choice: PeriodChoice & { problem?: string }; choose: ReturnType<typeof useReportPeriod>[1] }) {
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div>
        <Label htmlFor="report-period">Period</Label>
        <Select
          id="report-period"
          fieldSize="sm"
          value={choice.period}
          onChange={(event) => {
            const period = event.target.value as ReportPeriod;
            // A custom range starts as the period shown, to be changed from there.
            choose(period === 'custom' ? { period, from: choice.from, to: choice.to } : { period });
          }}
        >
          <Options values={REPORT_PERIODS} label={(p) => REPORT_PERIOD_LABELS[p]} />
        </Select>
      </div>
      {choice.period === 'custom' && (
        <>
          <div>
            <Label htmlFor="report-from">From</Label>
            <Input id="report-from" type="date" fieldSize="sm" value={choice.from} onChange={(e) => choose({ ...choice, from: e.target.value })} />
          </div>
          <div>
            <Label htmlFor="report-to">To</Label>
            <Input
              id="report-to"
              type="date"
              fieldSize="sm"
              value={choice.to}
              onChange={(e) => choose({ ...choice, to: e.target.value })}
              aria-invalid={choice.problem ? true : undefined}
              aria-describedby={choice.problem ? 'report-period-problem' : undefined}
            />
          </div>
          {choice.problem && (
            <p id="report-period-problem" role="alert" className="basis-full text-sm text-red-700">
              {choice.problem}
            </p>
          )}
        </>
      )}
    </div>
  );
}
