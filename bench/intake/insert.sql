-- pgbench: one single-row INSERT per transaction into plain_leads (plain-table.sql), the same columns the
-- server writes, a unique email per row (client id + a random 62-bit number).
\set r random(1, 4611686018427387903)
insert into plain_leads
  (first_name, last_name, email, phone, country, amount_lost, currency, deposit_method,
   company_name, expert_call_time, case_details, consent_to_share)
values ('Bench', 'Runner', 'p' || :client_id || '-' || :r || '@bench.example', '+44 20 7946 0000',
  'United Kingdom', '10000-25000', 'GBP', 'bank-transfer', 'Example Trading Ltd', 'Mornings',
  'Deposited funds with an online broker that stopped answering withdrawals.', false)
returning id;
