-- Every claim's next date and overdue flag as the daily job left them yesterday: nextDateOf
-- (src/contract/claims/rules/claim-dates.ts) over the claim's stored dates, as of yesterday in London. Run by
-- recovery.sql after a load, and by bench/claims before it times the job, so that the job's run is a
-- day's: it changes what passed or came due since yesterday.
\set ON_ERROR_STOP on
select (now() at time zone 'Europe/London')::date - 1 as yesterday \gset
update claims c set next_date = w.next_date, overdue = w.overdue
from (select id, case when status = 'preparing' then
      case when file_by < :'yesterday'::date then file_by
        else least(case when file_by >= :'yesterday'::date then file_by end, case when urgent_until >= :'yesterday'::date then urgent_until end) end
    else due end as next_date,
    case when status = 'preparing' then coalesce(file_by < :'yesterday'::date, false) else coalesce(due < :'yesterday'::date, false) end as overdue
  from (select c.*, case
      when status in ('filed', 'information_requested') then
        case when (clock_stopped or status = 'information_requested') and response_due_latest is not null then response_due_latest else response_due end
      when status in ('partly_upheld', 'rejected') and referred_to_id is null then refer_by end as due
    from claims c) d) w
where w.id = c.id and (c.next_date is distinct from w.next_date or c.overdue <> w.overdue);
