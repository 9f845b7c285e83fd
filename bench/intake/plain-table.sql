-- The references' table: the lead's columns with only a primary key and the unique email index, so
-- pgbench and the Express baseline measure a plain insert, not our indexes.
create table plain_leads (
  id serial primary key,
  first_name text not null, last_name text not null, email text not null, phone text not null,
  country text not null, amount_lost text not null, currency text not null, deposit_method text not null,
  company_name text not null, expert_call_time text not null, case_details text not null,
  consent_to_share boolean not null default false,
  created_at timestamptz not null default now()
);
create unique index plain_leads_email_key on plain_leads (lower(email));
