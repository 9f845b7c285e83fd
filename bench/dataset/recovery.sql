-- The recovery work of a practice, loaded on top of bench/leads/load.sql's staff and leads: :accounts client
-- accounts (each from one lead, spread over the leads' three years), :payments payments to the scam,
-- :claims claims over them with their events, the ledger's entries (with reversals), :complaints
-- complaints and :rooms chat rooms with their messages. Every row is made by SQL from hashes of its
-- number, so a load is the same each time; dates are relative to the day it runs (London).
--
-- The spread, as a practice sees it: payments a few weeks to months before the lead, by every method
-- (Faster Payments and cards in pounds, crypto in coins); claims of the type the payment fits (APP
-- reimbursement, chargeback, Section 75, complaint to a firm, exchange freeze), about one in six payments
-- not yet claimed for, Ombudsman referrals after rejected and partly upheld claims, police reports over
-- a whole account; the recent claims mostly open, the old ones mostly decided, some overdue. A claim's
-- dates are those the rules give it (business days approximated as weekdays) and its next date is the
-- one the daily job gave it yesterday: the job's first run today changes what a real day changes.
\set ON_ERROR_STOP on
select count(*) as leads from client_submissions \gset
select (now() at time zone 'Europe/London')::date as today \gset
select array_agg(id order by id)::text as staff from users \gset

-- n business days (weekdays) after d.
create function pg_temp.add_bd(d date, n int) returns date language sql immutable as $$
  select x::date from generate_series(d + 1, d + n * 2 + 7, interval '1 day') x
  where extract(isodow from x) < 6 order by x offset n - 1 limit 1
$$;

-- Accounts: account k is the client of lead ceil(k * leads / accounts), opened 1-14 days after it.
insert into client_accounts (submission_id, email, first_name, last_name, currency, vulnerable, vulnerability_reason,
  vulnerability_note, created_by, last_login, created_at, updated_at, recovery_status_changed_at, case_stage_changed_at)
select l.id, l.email, l.first_name, l.last_name,
  (array['GBP','GBP','GBP','GBP','GBP','GBP','GBP','GBP','USD','EUR','CAD','AUD'])[1 + (2147483647 & hashint4(k * 7 + 1)) % 12],
  (2147483647 & hashint4(k * 7 + 2)) % 100 < 4,
  case when (2147483647 & hashint4(k * 7 + 2)) % 100 < 4 then (array['health','life_event','resilience','capability'])[1 + (2147483647 & hashint4(k * 7 + 3)) % 4] end,
  case when (2147483647 & hashint4(k * 7 + 2)) % 100 < 4 then 'Prefers contact by email; a relative joins calls.' end,
  (:'staff'::int[])[1 + (2147483647 & hashint4(k * 7 + 4)) % 5],
  case when (2147483647 & hashint4(k * 7 + 5)) % 3 > 0 then least(now(), opened + (((2147483647 & hashint4(k * 7 + 6)) % 200) || ' days')::interval) end,
  opened, opened, opened, opened
from generate_series(1, :accounts) k
  join client_submissions l on l.id = ceil(k::numeric * :leads / :accounts)::int
  cross join lateral (select least(now() - interval '1 hour', l.created_at + ((1 + (2147483647 & hashint4(k * 7 + 7)) % 14) || ' days')::interval) as opened) o
order by k;
update client_submissions l set status = 'converted' from client_accounts a where a.submission_id = l.id;

-- Payments: each to a random account, made 0-150 days before its lead; inserted grouped by account.
insert into scam_payments (client_account_id, paid_at, amount, currency, method, payer_institution, payee, wallet_address, reference,
  status, recorded_by, created_at, updated_at)
select s.account, x.paid,
  case y.currency
    when 'BTC' then round((1 + s.h2 % 2000) / 1000.0, 8)
    when 'ETH' then round((1 + s.h2 % 2000) / 100.0, 8)
    when 'USDT' then 50 + s.h2 % 20000
    else round((20 + (s.h2 % 1000)::numeric ^ 2 / 40)::numeric, 2) end,
  y.currency, x.method,
  case when x.method = 'crypto_transfer' then (array['Coinbase','Binance','Kraken','Crypto.com','Bitstamp'])[1 + s.h3 % 5]
    when x.method = 'e_money' then (array['PayPal','Wise','Skrill'])[1 + s.h3 % 3]
    else (array['Barclays','HSBC','Lloyds','NatWest','Santander','Monzo','Revolut','Starling','Nationwide','TSB','Halifax'])[1 + s.h3 % 11] end,
  case when x.method <> 'crypto_transfer' then (array['CryptoMax Ltd','TradeFX Pro','BitWealth Capital','Apex Markets','GlobalInvest','StarCapital'])[1 + s.h4 % 6] || ' ' || (s.h4 % 97) end,
  case y.currency
    when 'BTC' then '3' || translate(substr(md5(s.i::text) || md5((s.i + 1)::text), 1, 33), '0', 'z')
    when 'ETH' then '0x' || substr(md5(s.i::text) || md5((s.i + 2)::text), 1, 40)
    when 'USDT' then '0x' || substr(md5(s.i::text) || md5((s.i + 3)::text), 1, 40) end,
  case when x.method = 'crypto_transfer' then (case when y.currency = 'BTC' then '' else '0x' end) || md5(s.i::text) || md5((s.i + 4)::text)
    when x.method in ('faster_payment', 'chaps', 'international_transfer') then 'FP' || upper(substr(md5(s.i::text), 1, 12))
    when x.method in ('debit_card', 'credit_card') and s.h4 % 2 = 0 then 'AUTH ' || (100000 + s.h4 % 900000) end,
  case when s.h5 % 100 < 8 then 'reported' else 'confirmed' end,
  case when s.h5 % 100 >= 8 then (:'staff'::int[])[1 + s.h5 % 5] end,
  least(now(), a.created_at + ((s.h5 % 20) || ' days')::interval), least(now(), a.created_at + ((s.h5 % 20) || ' days')::interval)
from (select i, 1 + (2147483647 & hashint4(i * 31 + 1)) % :accounts as account, (2147483647 & hashint4(i * 31 + 2)) % 100 as m,
    (2147483647 & hashint4(i * 31 + 3)) as h1, (2147483647 & hashint4(i * 31 + 4)) as h2, (2147483647 & hashint4(i * 31 + 5)) as h3,
    (2147483647 & hashint4(i * 31 + 6)) as h4, (2147483647 & hashint4(i * 31 + 7)) as h5
  from generate_series(1, :payments) i) s
  join client_accounts a on a.id = s.account
  join client_submissions l on l.id = a.submission_id
  cross join lateral (select
    case when s.m < 30 then 'faster_payment' when s.m < 34 then 'chaps' when s.m < 42 then 'international_transfer'
      when s.m < 56 then 'debit_card' when s.m < 66 then 'credit_card' when s.m < 88 then 'crypto_transfer'
      when s.m < 93 then 'e_money' when s.m < 96 then 'gift_card' when s.m < 97 then 'cash' when s.m < 98 then 'cheque' else 'other' end as method,
    (l.created_at at time zone 'Europe/London')::date - (s.h1 % 150) as paid) x
  cross join lateral (select case
    when x.method in ('faster_payment', 'chaps', 'gift_card', 'cash', 'cheque') then 'GBP'
    when x.method = 'crypto_transfer' then (array['BTC','BTC','ETH','ETH','USDT','USDT','USDT'])[1 + s.h2 % 7]
    when x.method = 'international_transfer' then (array['USD','EUR','EUR','CAD','AUD'])[1 + s.h2 % 5]
    else (array['GBP','GBP','GBP','GBP','USD','EUR'])[1 + s.h2 % 6] end as currency) y
order by s.account, x.paid, s.i;

-- Tiles: an account's confirmed payments in date order, one or two to a claim (by account); about one
-- tile in six not claimed yet ("to file").
create temp table tiles as
select account, tile, array_agg(id order by id) as payment_ids, min(paid_at) as first_paid, max(paid_at) as last_paid,
  min(first_method) as method, min(first_currency) as currency, min(first_institution) as institution,
  sum(amount) filter (where currency = first_currency) as amount
from (select p.*, first_value(method) over w as first_method, first_value(currency) over w as first_currency,
    first_value(payer_institution) over w as first_institution
  from (select p.*, client_account_id as account,
      (case when (2147483647 & hashint4(client_account_id * 5 + 1)) % 3 = 0 then rn else (rn + 1) / 2 end)::int as tile
    from (select p.*, row_number() over (partition by client_account_id order by paid_at, id) as rn from scam_payments p where status = 'confirmed') p) p
  window w as (partition by account, tile order by id)) p
group by account, tile;
delete from tiles where (2147483647 & hashint4(account * 1000 + tile)) % 100 < 17;

-- Every claim, keyed by `key` until its id is known; `from_key` is the claim an Ombudsman referral follows.
create temp table planned (
  key text primary key, from_key text, account int, payment_ids int[], type text, counterparty text, reference text,
  amount_claimed numeric, amount_claimed_currency text, expected_delivery_date date, payment_service_complaint boolean,
  status text, status_changed_at timestamptz, filed_on date, clock_stopped boolean, decided_on date, final_response_on date,
  amount_decided numeric, assigned_to int, file_by date, response_due date, response_due_latest date, refer_by date,
  urgent_until date, created_at timestamptz);

-- The claims over the tiles (at most 86% of :claims), of the type their first payment fits.
insert into planned (key, account, payment_ids, type, counterparty, reference, amount_claimed, amount_claimed_currency,
  expected_delivery_date, payment_service_complaint, status, status_changed_at, filed_on, clock_stopped, decided_on,
  final_response_on, amount_decided, assigned_to, file_by, response_due, response_due_latest, refer_by, urgent_until, created_at)
select 't' || t.account || '.' || t.tile, t.account, t.payment_ids, k.type,
  case when k.type = 'exchange_freeze' then (array['Binance','OKX','KuCoin','HTX','Bybit','Gate.io'])[1 + r.r5 % 6] else t.institution end,
  case when f.filed_on is not null then
    case k.type when 'app_reimbursement' then 'APP-' || (10000000 + r.r6 % 90000000) when 'chargeback' then 'CB' || (1000000000 + r.r6 % 1000000000)
      when 'section_75' then 'S75/' || (100000 + r.r6 % 900000) when 'exchange_freeze' then 'FRZ-' || upper(substr(md5(t.account || '.' || t.tile), 1, 8))
      else 'COMP-' || (100000 + r.r6 % 900000) end end,
  case when t.currency = 'GBP' and r.r7 % 100 < 15 then round(t.amount * 0.9, 2) end,
  case when t.currency = 'GBP' and r.r7 % 100 < 15 then 'GBP' end,
  case when k.type = 'chargeback' and r.r7 % 100 >= 90 then t.first_paid + 30 end,
  k.type = 'firm_complaint' and t.method in ('faster_payment', 'chaps', 'debit_card', 'e_money', 'international_transfer') and r.r8 % 100 < 40,
  s.status,
  (coalesce(d.decided_on, f.filed_on, c.created_on) + case when s.status = 'withdrawn' then 5 else 0 end + time '10:30') at time zone 'Europe/London',
  f.filed_on, s.status = 'information_requested' or (d.decided_on is not null and r.r8 % 100 >= 85), d.decided_on, d.decided_on,
  case when s.status = 'upheld' then least(85000, v.value) when s.status = 'partly_upheld' then round(v.value * (30 + r.r9 % 50) / 100, 2) end,
  (:'staff'::int[])[1 + r.r9 % 6],
  case k.type when 'app_reimbursement' then (t.last_paid + interval '13 months')::date
    when 'chargeback' then greatest(t.first_paid, t.first_paid + 30 * (r.r7 % 100 >= 90)::int) + 120
    when 'section_75' then (t.first_paid + interval '6 years')::date end,
  case when f.filed_on is null then null
    when k.type = 'app_reimbursement' then pg_temp.add_bd(f.filed_on, 5)
    when k.type = 'firm_complaint' and t.method in ('faster_payment', 'chaps', 'debit_card', 'e_money', 'international_transfer') and r.r8 % 100 < 40
      then pg_temp.add_bd(f.filed_on, 15)
    when k.type = 'firm_complaint' then f.filed_on + 56 end,
  case when f.filed_on is null then null
    when k.type = 'app_reimbursement' then pg_temp.add_bd(f.filed_on, 35)
    when k.type = 'firm_complaint' and t.method in ('faster_payment', 'chaps', 'debit_card', 'e_money', 'international_transfer') and r.r8 % 100 < 40
      then pg_temp.add_bd(f.filed_on, 35) end,
  case when d.decided_on is not null and k.type in ('app_reimbursement', 'chargeback', 'section_75', 'firm_complaint') then (d.decided_on + interval '6 months')::date end,
  case when k.type = 'exchange_freeze' then t.last_paid + 7 end,
  (c.created_on + time '09:00' + ((r.r5 % 480) || ' minutes')::interval) at time zone 'Europe/London'
from tiles t
  join client_accounts a on a.id = t.account
  cross join lateral (select (2147483647 & hashint4(t.account * 1000 + t.tile + 1)) % 100 as r1, (2147483647 & hashint4(t.account * 1000 + t.tile + 2)) % 100 as r2,
    (2147483647 & hashint4(t.account * 1000 + t.tile + 3)) as r3, (2147483647 & hashint4(t.account * 1000 + t.tile + 4)) as r4,
    (2147483647 & hashint4(t.account * 1000 + t.tile + 5)) as r5, (2147483647 & hashint4(t.account * 1000 + t.tile + 6)) as r6,
    (2147483647 & hashint4(t.account * 1000 + t.tile + 7)) as r7, (2147483647 & hashint4(t.account * 1000 + t.tile + 8)) as r8,
    (2147483647 & hashint4(t.account * 1000 + t.tile + 9)) as r9, :'today'::date - t.last_paid as age) r
  cross join lateral (select case
    when t.method in ('faster_payment', 'chaps') and t.currency = 'GBP' and t.first_paid >= date '2024-10-07'
      then case when r.r1 < 80 then 'app_reimbursement' else 'firm_complaint' end
    when t.method = 'debit_card' then case when r.r1 < 85 then 'chargeback' else 'firm_complaint' end
    when t.method = 'credit_card' then case when r.r1 < 45 then 'section_75' when r.r1 < 90 then 'chargeback' else 'firm_complaint' end
    when t.method = 'crypto_transfer' then case when r.r1 < 65 then 'exchange_freeze' else 'firm_complaint' end
    else 'firm_complaint' end as type) k
  cross join lateral (select case
    when r.age < 120 then case when r.r2 < 40 then 'preparing' when r.r2 < 72 then 'filed' when r.r2 < 82 then 'information_requested'
      when r.r2 < 90 then 'upheld' when r.r2 < 93 then 'partly_upheld' when r.r2 < 97 then 'rejected' else 'withdrawn' end
    when r.age < 365 then case when r.r2 < 8 then 'preparing' when r.r2 < 28 then 'filed' when r.r2 < 36 then 'information_requested'
      when r.r2 < 58 then 'upheld' when r.r2 < 68 then 'partly_upheld' when r.r2 < 90 then 'rejected' else 'withdrawn' end
    else case when r.r2 < 3 then 'preparing' when r.r2 < 9 then 'filed' when r.r2 < 12 then 'information_requested'
      when r.r2 < 45 then 'upheld' when r.r2 < 60 then 'partly_upheld' when r.r2 < 90 then 'rejected' else 'withdrawn' end end as status) s
  cross join lateral (select least(:'today'::date, (a.created_at at time zone 'Europe/London')::date + 1 + r.r3 % 20) as created_on) c
  cross join lateral (select case
    when s.status = 'preparing' or (s.status = 'withdrawn' and r.r4 % 2 = 0) then null
    when s.status in ('filed', 'information_requested') then least(:'today'::date, greatest(c.created_on + 1 + r.r4 % 14, :'today'::date - r.r5 % 75))
    else least(:'today'::date, c.created_on + 1 + r.r4 % 14) end as filed_on) f
  cross join lateral (select case when s.status in ('upheld', 'partly_upheld', 'rejected') then least(:'today'::date, f.filed_on + 3 + r.r6 % 60) end as decided_on) d
  cross join lateral (select round(t.amount * case t.currency when 'BTC' then 60000 when 'ETH' then 3000 when 'USDT' then 0.8 else 1 end, 2) as value) v
order by (2147483647 & hashint4(t.account * 1000 + t.tile))
limit :claims * 86 / 100;

-- Ombudsman referrals: 45% of the rejected and partly upheld claims decided over a week ago (at most
-- half of what is left to make); each covers the payments of the claim it follows.
insert into planned (key, from_key, account, payment_ids, type, counterparty, reference, payment_service_complaint, status,
  status_changed_at, filed_on, clock_stopped, decided_on, final_response_on, amount_decided, assigned_to, file_by, created_at)
select 'o' || p.key, p.key, p.account, p.payment_ids, 'ombudsman', 'Financial Ombudsman Service',
  case when f.filed_on is not null then 'PNX-' || (1000000 + r.r2 % 9000000) || '-' || upper(substr(md5(p.key), 1, 4)) end,
  false, s.status, (coalesce(d.decided_on, f.filed_on, c.created_on) + time '11:00') at time zone 'Europe/London',
  f.filed_on, false, d.decided_on, d.decided_on,
  case when s.status = 'upheld' then p.amount_decided end, p.assigned_to, (p.final_response_on + interval '6 months')::date,
  (c.created_on + time '09:30') at time zone 'Europe/London'
from planned p
  cross join lateral (select (2147483647 & hashtext(p.key || '.1')) % 100 as r1, (2147483647 & hashtext(p.key || '.2')) as r2) r
  cross join lateral (select least(:'today'::date, p.final_response_on + 1 + r.r2 % 20) as created_on) c
  cross join lateral (select case when :'today'::date - p.final_response_on < 30 then 'preparing'
    else (array['filed','filed','filed','filed','filed','upheld','upheld','partly_upheld','rejected','rejected','rejected','withdrawn'])[1 + r.r2 % 12] end as status) s
  cross join lateral (select case when s.status <> 'preparing' then least(:'today'::date, c.created_on + 7 + r.r2 % 60) end as filed_on) f
  cross join lateral (select case when s.status in ('upheld', 'partly_upheld', 'rejected') then least(:'today'::date, f.filed_on + 30 + r.r2 % 200) end as decided_on) d
where p.status in ('rejected', 'partly_upheld') and p.type in ('app_reimbursement', 'chargeback', 'section_75', 'firm_complaint')
  and p.final_response_on < :'today'::date - 7 and r.r1 < 45
order by p.key
limit (:claims - (select count(*) from planned)) / 2;

-- Police reports over all of an account's confirmed payments, to make up :claims.
insert into planned (key, account, payment_ids, type, counterparty, reference, payment_service_complaint, status, status_changed_at,
  filed_on, clock_stopped, assigned_to, created_at)
select 'p' || a.id, a.id, pay.ids, 'police_report',
  (array['Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Report Fraud','Police Scotland','IC3'])[1 + r.r % 12],
  case when s.status = 'filed' then 'NFRC' || to_char(c.created_on, 'YYMM') || lpad((r.r % 1000000)::text, 6, '0') end,
  false, s.status, (c.created_on + 2 + time '12:00') at time zone 'Europe/London',
  case when s.status = 'filed' then least(:'today'::date, c.created_on + 2) end, false, a.created_by,
  (c.created_on + time '09:15') at time zone 'Europe/London'
from client_accounts a
  cross join lateral (select array_agg(p.id order by p.id) as ids from scam_payments p where p.client_account_id = a.id and p.status = 'confirmed') pay
  cross join lateral (select (2147483647 & hashint4(a.id * 13 + 1)) as r) r
  cross join lateral (select case when r.r % 20 < 16 then 'filed' when r.r % 20 < 19 then 'preparing' else 'withdrawn' end as status) s
  cross join lateral (select least(:'today'::date, (a.created_at at time zone 'Europe/London')::date + 1) as created_on) c
where pay.ids is not null
order by (2147483647 & hashint4(a.id * 13 + 2))
limit :claims - (select count(*) from planned);

-- Ids in the order the claims were opened.
create temp table numbered as select key, row_number() over (order by created_at, key)::int as id from planned;
insert into claims (id, client_account_id, type, counterparty, amount_claimed, amount_claimed_currency, reference, expected_delivery_date,
  payment_service_complaint, status, status_changed_at, filed_on, clock_stopped, decided_on, final_response_on, amount_decided,
  assigned_to, referred_from_id, file_by, response_due, response_due_latest, refer_by, urgent_until, created_by, created_at, updated_at)
select n.id, p.account, p.type, p.counterparty, p.amount_claimed, p.amount_claimed_currency, p.reference, p.expected_delivery_date,
  p.payment_service_complaint, p.status, least(now(), greatest(p.status_changed_at, p.created_at)), p.filed_on, p.clock_stopped, p.decided_on,
  p.final_response_on, p.amount_decided, p.assigned_to, f.id, p.file_by, p.response_due, p.response_due_latest, p.refer_by,
  p.urgent_until, coalesce(p.assigned_to, (:'staff'::int[])[1]), least(now(), p.created_at), least(now(), greatest(p.status_changed_at, p.created_at))
from planned p join numbered n using (key) left join numbered f on f.key = p.from_key
order by n.id;
select setval('claims_id_seq', (select max(id) from claims)) \g /dev/null
update claims c set referred_to_id = o.id from claims o where o.referred_from_id = c.id;
insert into claim_payments (claim_id, payment_id) select n.id, unnest(p.payment_ids) from planned p join numbered n using (key);

\ir yesterday.sql

-- Each claim's history: opened, filed, information asked for, decided or withdrawn.
insert into claim_events (claim_id, status, happened_on, note, visible_to_client, recorded_by, created_at)
select c.id, e.status, e.on, e.note, e.visible, coalesce(c.assigned_to, c.created_by), least(now(), (e.on + time '12:00') at time zone 'Europe/London')
from claims c cross join lateral (values
    (1, 'preparing', (c.created_at at time zone 'Europe/London')::date, null, false),
    (2, case when c.filed_on is not null then 'filed' end, c.filed_on, null, true),
    (3, case when c.clock_stopped then 'information_requested' end, least(:'today'::date, c.filed_on + 2), 'Asked for the bank statements of the payments.', true),
    (4, case when c.decided_on is not null then c.status end, c.decided_on, null, true),
    (5, case when c.status = 'withdrawn' then 'withdrawn' end, (c.status_changed_at at time zone 'Europe/London')::date, 'The client chose not to go on.', false)
  ) as e(n, status, "on", note, visible)
where e.status is not null
order by c.id, e.n;

-- The ledger: what 85% of the upheld and partly upheld claims brought back, one recovery outside a claim for every 20 accounts,
-- and a reversing entry for 2% of them.
insert into recovery_ledger_entries (client_account_id, amount, currency, received_on, reference, note, claim_id, recorded_by, created_at)
select account, amount, currency, received_on, reference, null, claim_id, recorded_by, least(now(), (received_on + time '15:00') at time zone 'Europe/London')
from (
  select c.client_account_id as account, least(99999999.99, round(c.amount_decided, 2)) as amount, a.currency,
    least(:'today'::date, c.decided_on + 3 + (2147483647 & hashint4(c.id * 3 + 1)) % 20) as received_on,
    (array['FPS ', 'CHAPS ', 'CB-', 'REF '])[1 + (2147483647 & hashint4(c.id * 3 + 2)) % 4] || upper(substr(md5(c.id::text), 1, 10)) as reference,
    c.id as claim_id, coalesce(c.assigned_to, c.created_by) as recorded_by
  from claims c join client_accounts a on a.id = c.client_account_id
  where c.status in ('upheld', 'partly_upheld') and c.amount_decided > 0 and (2147483647 & hashint4(c.id * 3 + 3)) % 100 < 85
  union all
  select a.id, round((100 + (2147483647 & hashint4(i * 5 + 1)) % 20000)::numeric, 2), a.currency,
    least(:'today'::date, (a.created_at at time zone 'Europe/London')::date + 30 + (2147483647 & hashint4(i * 5 + 2)) % 300),
    'FPS ' || upper(substr(md5('x' || i), 1, 10)), null, a.created_by
  from generate_series(1, :accounts / 20) i join client_accounts a on a.id = 1 + (2147483647 & hashint4(i * 5 + 3)) % :accounts
) e
order by received_on, account;
insert into recovery_ledger_entries (client_account_id, amount, currency, received_on, reference, note, reverses_entry_id, claim_id, recorded_by, created_at)
select e.client_account_id, -e.amount, e.currency, least(:'today'::date, e.received_on + 5 + (2147483647 & hashint4(e.id * 7 + 1)) % 25),
  'REV ' || e.reference, 'The payment was recalled by the sending bank.', e.id, e.claim_id, e.recorded_by,
  least(now(), (least(:'today'::date, e.received_on + 5 + (2147483647 & hashint4(e.id * 7 + 1)) % 25) + time '16:00') at time zone 'Europe/London')
from recovery_ledger_entries e where (2147483647 & hashint4(e.id * 7 + 2)) % 100 < 2
order by e.received_on;

-- Each account's recovered amount is its ledger's sum; its stage follows its claims and money.
update client_accounts a set recovered_amount = l.total from (
  select client_account_id, sum(amount) as total from recovery_ledger_entries group by client_account_id) l
where l.client_account_id = a.id;
update client_accounts a set case_stage = s.stage, case_stage_changed_at = greatest(a.created_at, s.changed)
from (select a.id, case
    when a.recovered_amount > 0 then case when (2147483647 & hashint4(a.id * 11 + 1)) % 10 < 3 then 'closed' else 'funds_recovered' end
    when bool_or(c.status in ('filed', 'information_requested')) then 'awaiting_response'
    when bool_or(c.filed_on is not null) then case when (2147483647 & hashint4(a.id * 11 + 1)) % 10 < 4 then 'closed' else 'claim_submitted' end
    when count(p.id) > 0 then 'evidence' else 'assessment' end as stage,
    coalesce(max(c.status_changed_at), a.created_at + interval '2 days') as changed
  from client_accounts a left join claims c on c.client_account_id = a.id left join scam_payments p on p.client_account_id = a.id and c.id is null
  group by a.id) s
where s.id = a.id;

-- Complaints about the practice: four in five from clients, the rest from leads; open ones are recent.
insert into complaints (reference, client_account_id, lead_id, name, email, channel, subject, summary, status, outcome, response,
  received_at, closed_at, created_by, created_at, updated_at)
select 'CMP-' || upper(substr(md5('c' || i), 1, 5)) || '-' || upper(substr(md5('c' || i), 6, 5)),
  a.id, l.id, coalesce(a.first_name || ' ' || a.last_name, l.first_name || ' ' || l.last_name), coalesce(a.email, l.email),
  x.channel, (array['Slow progress','Communication','Fees','Data handling','Outcome of my claim'])[1 + r.r2 % 5],
  'I am unhappy with how my case has been handled and would like an explanation.', x.status,
  case when x.status = 'final_response' then (array['upheld','partly_upheld','rejected','rejected'])[1 + r.r3 % 4] end,
  case when x.status in ('final_response', 'resolved_summary') then 'We have looked into your complaint and written to you with our answer.' end,
  x.received, case when x.status in ('final_response', 'resolved_summary') then x.received + ((2 + r.r3 % 54) || ' days')::interval end,
  case when x.channel <> 'portal' then (:'staff'::int[])[1 + r.r3 % 5] end, x.received, x.received
from generate_series(1, :complaints) i
  cross join lateral (select (2147483647 & hashint4(i * 17 + 1)) as r1, (2147483647 & hashint4(i * 17 + 2)) as r2, (2147483647 & hashint4(i * 17 + 3)) as r3) r
  left join client_accounts a on r.r1 % 5 > 0 and a.id = 1 + r.r1 % :accounts
  left join client_submissions l on r.r1 % 5 = 0 and l.id = 1 + r.r2 % :leads
  cross join lateral (select least(now() - interval '1 hour', coalesce(a.created_at, l.created_at) + ((r.r2 % 400) || ' days')::interval) as received) t
  cross join lateral (select t.received, case when a.id is not null and r.r2 % 10 < 4 then 'portal' else (array['email','email','phone','letter'])[1 + r.r2 % 4] end as channel,
    case when t.received > now() - interval '60 days' then (array['received','acknowledged','investigating','investigating','final_response'])[1 + r.r3 % 5]
      else case when r.r3 % 10 < 7 then 'final_response' else 'resolved_summary' end end as status) x
order by x.received;

-- Chat rooms over three years, oldest first, 1-11 messages each (the visitor first, staff answering
-- within minutes); two in five visitors are leads of the same time, one in twelve a client.
insert into chat_rooms (client_account_id, session_id, is_active, last_activity_at, contact_first_name, contact_last_name,
  contact_email, contact_phone, lead_id, created_at)
select a.id, md5('room' || i), i > :rooms * 0.995, opened + ((r.n * (1 + r.r % 10)) || ' minutes')::interval,
  coalesce(a.first_name, l.first_name, (array['Sam','Alex','Jo','Chris','Pat'])[1 + r.r % 5]),
  coalesce(a.last_name, l.last_name, case when r.r % 3 = 0 then 'Visitor' end),
  coalesce(a.email, l.email, case when r.r % 4 = 0 then 'visitor' || i || '@example.net' end),
  coalesce(l.phone, case when r.r % 8 = 0 then '+44 7700 9' || lpad((i % 100000)::text, 5, '0') end),
  l.id, opened
from generate_series(1, :rooms) i
  cross join lateral (select (2147483647 & hashint4(i * 19 + 1)) as r, 1 + (2147483647 & hashint4(i * 19 + 2)) % 11 as n,
    now() - (((:rooms - i) * 94608000.0 / :rooms) || ' seconds')::interval as opened) r
  left join client_accounts a on r.r % 12 = 0 and a.id = greatest(1, ceil(i::numeric * :accounts / :rooms)::int)
  left join client_submissions l on r.r % 12 between 1 and 5 and l.id = greatest(1, ceil(i::numeric * :leads / :rooms)::int)
order by i;
insert into chat_messages (room_id, sender_type, sender_name, sender_user_id, message, is_read, created_at)
select c.id, case when j % 2 = 1 then 'user' else 'admin' end,
  case when j % 2 = 1 then coalesce(c.contact_first_name, 'Visitor') else u.first_name || ' ' || u.last_name end,
  case when j % 2 = 0 then u.id end,
  case when j % 2 = 1 then (array['Hello, I think I was scammed by an investment site.','They stopped answering after I paid.','I paid by bank transfer, three times.','Can you help me get my money back?','I have the screenshots of the chat.','Thank you, I will send them.'])[1 + (j / 2) % 6]
    else (array['I am sorry to hear that. Can you tell me how you paid?','Thank you. Do you have the dates and amounts?','We can look at a claim to your bank for those.','Please upload the statements in your portal.','I have noted that on your case.'])[1 + (j / 2) % 5] end,
  not (c.is_active and j % 2 = 1), c.created_at + ((j - 1) * (1 + (2147483647 & hashint4(c.id * 23 + j)) % 10) || ' minutes')::interval
from chat_rooms c
  cross join lateral generate_series(1, 1 + (2147483647 & hashint4(c.id * 19 + 2)) % 11) j
  join users u on u.id = (:'staff'::int[])[1 + (2147483647 & hashint4(c.id * 29)) % 5]
order by c.id, j;
