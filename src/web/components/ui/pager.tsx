import { ChevronLeft, ChevronRight } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button } from './button';

const numberFormat = new Intl.NumberFormat('en-GB');

/** 'Showing x to y of n <items>' with previous and next, disabled at the ends. */
export function Pager({
  label,
  items,
  page,
  pageSize,
  total,
  totalCapped = false,
  shown,
  onPage,
  depth,
  className = 'px-1',
}: {
  /** Names the navigation, e.g. 'CRM leads pages'. */
  label: string;
  /** What the rows are, plural: 'leads'. */
  items: string;
  page: number;
  pageSize: number;
  total: number;
  /** `total` is a lower bound: more rows match than were counted ("of 10,000+"), and a full page may have a next. */
  totalCapped?: boolean;
  /** Rows on this page. */
  shown: number;
  onPage: (page: number) => void;
  /** How many rows in the list's pages go (the server refuses a page past them), and what Next says there. */
  depth?: { rows: number; note: string };
  /** Its spacing (and border, in a table's footer). */
  className?: string;
}) {
  const first = (page - 1) * pageSize + 1;
  const last = (page - 1) * pageSize + shown;
  const lastPage = Math.max(1, Math.ceil(total / pageSize));
  const plus = totalCapped ? '+' : '';
  const atDepth = depth !== undefined && page * pageSize >= depth.rows;
  return (
    <nav aria-label={label} className={cn('flex flex-wrap items-center justify-between gap-3', className)}>
      <p className="text-sm text-slate-700" aria-live="polite">
        {shown > 0
          ? `Showing ${numberFormat.format(first)} to ${numberFormat.format(last)} of ${numberFormat.format(total)}${plus} ${items}`
          : `Showing 0 of ${numberFormat.format(total)}${plus} ${items}`}
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
        <Button
          variant="outline"
          size="sm"
          disabled={atDepth || (page >= lastPage && (!totalCapped || shown < pageSize))}
          aria-describedby={atDepth ? 'pager-depth-note' : undefined}
          onClick={() => onPage(page + 1)}
        >
          Next
          <ChevronRight aria-hidden="true" className="h-4 w-4" />
        </Button>
      </div>
      {atDepth && (page < lastPage || totalCapped) && (
        <p id="pager-depth-note" className="w-full text-sm text-slate-700">
          {depth.note}
        </p>
      )}
    </nav>
  );
}

/** The pager of one page of a list, shown only when the list is longer than a page. */
export function ListPages({
  label,
  items,
  list,
  onPage,
  depth,
}: {
  label: string;
  items: string;
  list: { page: number; pageSize: number; total: number; totalCapped?: boolean; items: readonly unknown[] } | undefined;
  onPage: (page: number) => void;
  depth?: { rows: number; note: string };
}) {
  if (!list || (list.total <= list.pageSize && !list.totalCapped)) return null;
  return (
    <Pager
      label={label}
      items={items}
      page={list.page}
      pageSize={list.pageSize}
      total={list.total}
      totalCapped={list.totalCapped}
      shown={list.items.length}
      onPage={onPage}
      depth={depth}
    />
  );
}
