-- Loads :n realistic leads into client_submissions in one statement (names, emails, phones, countries,
-- amounts, free-text case details with common and rare words, statuses and dates over three years).
-- The team: the bench's admin (:admin_hash is its password's hash) and four caseworkers; each has a share
-- of the leads and a sixth are unassigned. A fifth of the leads have a follow-up within 30 days either
-- side of today; sources are the website and four campaigns; one lead in fifty gave the phone number of
-- the one before it (written the national way): a duplicate. Lead i is i * 94.6 s old, and leads are
-- inserted oldest first, as a real site receives them, so ids follow time (lead i gets id :n + 1 - i).
\set ON_ERROR_STOP on
insert into users (email, first_name, last_name, is_admin, password_hash)
values ('bench@example.com', 'Bench', 'Admin', true, :'admin_hash'),
  ('cw1@bench.example', 'Case', 'One', false, null), ('cw2@bench.example', 'Case', 'Two', false, null),
  ('cw3@bench.example', 'Case', 'Three', false, null), ('cw4@bench.example', 'Case', 'Four', false, null);
insert into client_submissions (first_name, last_name, email, phone, country, amount_lost, currency, deposit_method,
  company_name, expert_call_time, case_details, status, priority, source, assigned_to, next_follow_up_at, created_at, updated_at)
select
  fn, ln,
  lower(fn) || '.' || lower(ln) || i || '@' || (array['gmail.com','outlook.com','yahoo.co.uk','icloud.com','proton.me'])[1 + abs(hashint4(i * 11 + 1)) % 5],
  case when i % 50 = 0 then '07' || lpad((((i - 1)::bigint * 7919) % 1000000000)::text, 9, '0')
    else '+44 7' || lpad(((i::bigint * 7919) % 1000000000)::text, 9, '0') end,
  (array['United Kingdom','Canada','Australia','Germany','France','Italy','Spain','Netherlands','Belgium','Switzerland','Austria','Sweden','Norway','Denmark','Finland','Japan','Singapore','Hong Kong','New Zealand','South Africa','Ireland','Luxembourg','Other'])[1 + abs(hashint4(i * 11 + 2)) % 23],
  (array['under-2000','2000-5000','5000-10000','10000-25000','25000-50000','50000-100000','100000-250000','250000-500000','500000-1000000','1000000+'])[1 + abs(hashint4(i * 11 + 3)) % 10],
  (array['USD','EUR','GBP','CAD','AUD','CHF'])[1 + abs(hashint4(i * 11 + 4)) % 6],
  (array['bank-transfer','credit-card','debit-card','cryptocurrency','wire-transfer','paypal','skrill','other'])[1 + abs(hashint4(i * 11 + 5)) % 8],
  (array['CryptoMax','TradeFX Pro','BitWealth','Apex Markets','GlobalInvest','CoinVault','Quantum Trades','StarCapital'])[1 + abs(hashint4(i * 11 + 6)) % 8] || ' ' || (abs(hashint4(i * 11 + 7)) % 997),
  (array['Any time','Mornings','Afternoons','Evenings','Weekends'])[1 + abs(hashint4(i * 11 + 8)) % 5],
  'I sent money to ' || (array['a trading platform','an online broker','a crypto exchange','a dating contact','a fake bank'])[1 + abs(hashint4(i * 11 + 9)) % 5]
    || ' after being contacted on ' || (array['WhatsApp','Telegram','Instagram','Facebook','email','LinkedIn'])[1 + abs(hashint4(i * 11 + 10)) % 6]
    || '. They promised ' || (10 + abs(hashint4(i * 13 + 1)) % 90) || '% returns and then stopped answering. Reference ' || md5(i::text),
  (array['new','new','new','contacted','qualified','converted','closed'])[1 + abs(hashint4(i * 13 + 2)) % 7],
  (array['low','medium','medium','high'])[1 + abs(hashint4(i * 13 + 3)) % 4],
  case when abs(hashint4(i * 17 + 1)) % 100 < 60 then 'website' when abs(hashint4(i * 17 + 1)) % 100 < 72 then 'google'
    when abs(hashint4(i * 17 + 1)) % 100 < 84 then 'facebook' when abs(hashint4(i * 17 + 1)) % 100 < 94 then 'newsletter' else 'partner-site' end,
  (select array_agg(id order by id) from users)[1 + abs(hashint4(i * 17 + 3)) % 6],
  case when abs(hashint4(i * 17 + 4)) % 5 = 0
    then now() + (((abs(hashint4(i * 17 + 5)) % (60 * 86400)) - 30 * 86400) || ' seconds')::interval end,
  now() - ((i * 94.6) || ' seconds')::interval,
  now() - ((i * 94.6) || ' seconds')::interval
from generate_series(:n, 1, -1) as i,
  lateral (select
    (array['James','Mary','Robert','Patricia','John','Jennifer','Michael','Linda','David','Elizabeth','William','Barbara','Richard','Susan','Joseph','Jessica','Thomas','Sarah','Charles','Karen','Ahmed','Priya','Chen','Olga','Jose','Fatima','Hiroshi','Ngozi'])[1 + abs(hashint4(i * 13 + 4)) % 28] as fn,
    (array['Smith','Johnson','Williams','Brown','Jones','Garcia','Miller','Davis','Rodriguez','Martinez','Hernandez','Lopez','Wilson','Anderson','Taylor','Thomas','Moore','Jackson','Martin','Lee','Okafor','Kowalski','Nakamura','Singh','Haddad','Murphy','Schmidt','Rossi','Dubois','Novak'])[1 + abs(hashint4(i * 13 + 5)) % 30] as ln
  ) names;
