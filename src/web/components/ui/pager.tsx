import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './button';

const numberFormat = new Intl.NumberFormat('en-GB');

/** 'Showing x to y of n <items>' with previous and next, disabled at the ends. */
export function Pager({
  label,
  items,
  page,
  pageSize,
  total,
  shown,
  onPage,
}: {
  /** Names the navigation, e.g. 'CRM leads pages'. */
  label: string;
  /** What the rows are, plural: 'leads'. */
  items: string;
  page: number;
  pageSize: number;
  total: number;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-3 px-1">
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown > 0
          ? `Showing ${numberFormat.format(first)} to ${numberFormat.format(last)} of ${numberFormat.format(total)} ${items}`
          : `Showing 0 of ${numberFormat.format(total)} ${items}`}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-xs text-slate-600">
          Page {numberFormat.format(page)} of {numberFormat.format(lastPage)}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(Math.min(page - 1, lastPage))}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= lastPage} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
