-- The audit trail (docs/audit-trail.md): one entry per create, update, delete and restore, written in the same
-- transaction (or the same statement) as the change itself, so a change and its entry commit or vanish together.

create table audit_entry (
  id bigint generated always as identity primary key,
  -- The change's transaction time: every entry of one transaction shares it.
  at timestamptz not null default now(),
  -- Who: the API user's id while it existed (no foreign key: the user may be deleted, its entries stay), and the
  -- name as it was then. The users tool has no API user: its entries hold the operating-system user's name.
  user_id integer,
  user_name varchar(255) not null,
  source varchar(20) not null constraint audit_entry_source_known check (source in ('api', 'users tool')),
  action varchar(10) not null
    constraint audit_entry_action_known check (action in ('create', 'update', 'delete', 'restore')),
  -- The resource's route name (Pilots, PlaneTickets, ApiUsers) and the record's key.
  entity varchar(30) not null,
  record_id integer not null,
  -- [{ field, before?, after? }] by the fields' property names, or [{ field: 'password', summary }]: never a password
  -- or its hash.
  changes jsonb not null
);

-- A record's history (newest first, and its first entry for Created).
create index audit_entry_record_key on audit_entry (entity, record_id, at, id);
-- Activity by user over a period, and by period alone. The entity is carried along, so that counting an Admin's view
-- (every entity but API users) reads the index alone.
create index audit_entry_user_key on audit_entry (lower(user_name), at, id) include (entity);
create index audit_entry_at_key on audit_entry (at, id) include (entity);

-- The entries' count per entity, kept in row_count as 'audit_entry:<entity>' by the same notes folded in at commit
-- as the tables' own counts (migration 0010): the Activity page's total, unfiltered or by entity, is a lookup rather
-- than a count of millions of entries. A new resource's migration adds its row.
insert into row_count (table_name, n)
select 'audit_entry:' || entity, 0
from unnest(array['Airlines', 'ApiUsers', 'Destinations', 'Flights', 'Passengers', 'Pilots', 'PlaneTickets',
                  'TravelClasses']) as entity;

create function audit_entry_counted() returns trigger language plpgsql as $$
begin
  if tg_op = 'INSERT' then
    insert into row_count_change (table_name, delta)
    select 'audit_entry:' || entity, count(*) from inserted group by entity;
  else
    insert into row_count_change (table_name, delta)
    select 'audit_entry:' || entity, -count(*) from deleted group by entity;
  end if;
  return null;
end $$;

create function audit_entry_count_truncated() returns trigger language plpgsql as $$
begin
  delete from row_count_change where table_name like 'audit\_entry:%';
  update row_count set n = 0, version = nextval('row_version_seq') where table_name like 'audit\_entry:%';
  return null;
end $$;

create trigger audit_entry_count_inserted after insert on audit_entry referencing new table as inserted
  for each statement execute function audit_entry_counted();
create trigger audit_entry_count_deleted after delete on audit_entry referencing old table as deleted
  for each statement execute function audit_entry_counted();
create trigger audit_entry_count_truncated after truncate on audit_entry
  for each statement execute function audit_entry_count_truncated();

-- A deleted record's secret values (an API user's password hash), kept apart from the trail, which no route shows
-- them from, so that a restore brings an account back able to sign in as before. They go with their entry when
-- retention prunes it.
create table audit_kept_secret (
  audit_entry_id bigint not null references audit_entry (id) on delete cascade,
  field varchar(63) not null,
  value text not null,
  primary key (audit_entry_id, field)
);

-- Entries are append-only: nothing updates them, and only the retention job deletes them, inside a transaction that
-- says so (set local audit.pruning = 'on'). A truncate (the data generator replacing every table) is not guarded.
create function audit_entry_append_only() returns trigger language plpgsql as $$
begin
  if tg_op = 'DELETE' and current_setting('audit.pruning', true) = 'on' then
    return old;
  end if;
  raise exception 'audit entries are append-only' using errcode = '42501';
end $$;

create trigger audit_entry_append_only before update or delete on audit_entry
  for each row execute function audit_entry_append_only();
