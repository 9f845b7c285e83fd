import type { ClientTimelineEvent, TimelineEvent } from '../../../../contract/accounts/case-progress';
import { StatusPill } from '../../../components/ui/status-pill';
import { formatCalendarDate, formatDateTime } from '../../../lib/client-format';
import { describeEvent } from '../lib/timeline-text';

const isStaffEvent = (event: ClientTimelineEvent | TimelineEvent): event is TimelineEvent => 'visibleToClient' in event;

/**
 * A case's events as a dated list, in the order given. Staff events also say who did it, what is
 * internal, and the internal notes; money is dated by the day it was received.
 */
export function CaseTimeline({ events, label }: { events: (ClientTimelineEvent | TimelineEvent)[]; label: string }) {
  return (
    <ol aria-label={label} className="grid gap-3 border-l-2 border-slate-200 pl-4">
      {events.map((event) => {
        const { title, detail } = describeEvent(event);
        const staff = isStaffEvent(event) ? event : null;
        const moneyDay = event.kind === 'ledger' && !staff;
        return (
          <li key={event.id} className="relative grid min-w-0 gap-0.5 text-sm" data-testid="timeline-event">
            <span aria-hidden="true" className="absolute top-1.5 -left-[1.3rem] h-2.5 w-2.5 rounded-full border-2 border-white bg-navy-700" />
            <time dateTime={event.at} className="text-xs text-slate-600">
              {moneyDay ? `Received ${formatCalendarDate(event.at.slice(0, 10))}` : formatDateTime(event.at)}
              {staff && ` · ${staff.by ?? 'Client'}`}
            </time>
            <p className="font-medium wrap-anywhere text-navy-900">
              {title}
              {staff && !staff.visibleToClient && (
                <StatusPill tone="muted" className="ml-2 align-middle">
                  Internal
                </StatusPill>
              )}
            </p>
            {detail && <p className="wrap-anywhere whitespace-pre-wrap text-slate-700">{detail}</p>}
            {staff?.internalNote && <p className="wrap-anywhere text-xs text-slate-600">Staff note: {staff.internalNote}</p>}
          </li>
        );
      })}
    </ol>
  );
}
