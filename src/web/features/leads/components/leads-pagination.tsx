import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '../../../components/ui/button';

const numberFormat = new Intl.NumberFormat('en-GB');

/** 'Showing x to y of n leads' with previous and next, disabled at the ends. */
export function LeadsPagination({
  page,
  pageSize,
  total,
  totalCapped,
  shown,
  onPage,
}: {
  page: number;
  pageSize: number;
  total: number;
  /** `total` is a lower bound: more leads match than were counted. */
  totalCapped: boolean;
  shown: number;
  onPage: (page: number) => void;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const plus = totalCapped ? '+' : '';
  return (
    <nav aria-label="Leads pages" className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 px-3 py-3">
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown > 0
          ? `Showing ${numberFormat.format(first)} to ${numberFormat.format(last)} of ${numberFormat.format(total)}${plus} leads`
          : `Showing 0 of ${numberFormat.format(total)}${plus} leads`}
      </p>
      <div className="flex items-center gap-2">
        <span className="text-xs text-slate-600">
          Page {numberFormat.format(page)} of {numberFormat.format(lastPage)}
          {plus}
        </span>
        <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => onPage(totalCapped ? page - 1 : Math.min(page - 1, lastPage))}>
          <ChevronLeft aria-hidden="true" className="h-4 w-4" />
          Previous
        </Button>
        <Button variant="outline" size="sm" disabled={page >= lastPage && (!totalCapped || shown < pageSize)} onClick={() => onPage(page + 1)}>
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
    </nav>
  );
}
