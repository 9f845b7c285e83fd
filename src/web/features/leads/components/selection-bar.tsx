import type { LeadList } from '../../../../contract/leads/list';
import type { StaffMember } from '../../../../contract/staff/staff';
import type { LeadListParams } from '../lib/lead-list-params';
import type { LeadSelection } from '../lib/use-lead-selection';
import { BulkBar } from './bulk-bar';

/** The bulk bar over the page's foot while rows are ticked, offering every lead of the filter once the whole page is. */
export function SelectionBar({
  selection,
  list,
  shown,
  params,
  staff,
}: {
  selection: LeadSelection;
  list: LeadList | undefined;
  shown: number;
  params: LeadListParams;
  staff: StaffMember[];
}) {
  const { allMatching, setAllMatching } = selection;
  const ids = [...selection.selected];
  if (ids.length === 0) return null;
  return (
    // Floats over the page's foot, so that ticking a row never moves the rows under the pointer.
    <div className="fixed inset-x-3 bottom-3 z-40 mx-auto grid max-w-5xl gap-2 rounded-xl bg-white p-2 shadow-lg ring-1 ring-slate-200">
      <BulkBar target={allMatching ? { allMatching: true } : { ids }} params={params} staff={staff} onDone={selection.clear} />
      {selection.morePastPage && list && (
        <p className="px-1 text-sm text-slate-700">
          {allMatching ? (
            <>
              Every lead matching this filter is selected, on every page.{' '}
              <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => setAllMatching(false)}>
                Select only the {shown} on this page
              </button>
            </>
          ) : (
            <>
              All {shown} leads on this page are selected.{' '}
              <button type="button" className="text-teal-800 underline underline-offset-2" onClick={() => setAllMatching(true)}>
                Select all {list.total.toLocaleString('en-GB')}
                {list.totalCapped ? '+' : ''} leads matching this filter
              </button>
            </>
          )}
        </p>
      )}
    </div>
  );
}
