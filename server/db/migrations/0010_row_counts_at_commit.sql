-- Row counts and versions (migrations 0002 to 0004) change when a transaction commits, not when its statement runs.
--
-- Every write of a table updates that table's one row_count row, so writes of a table take turns on its row lock.
-- The statement triggers took the lock at the end of the statement and held it until the commit: through the read-back
-- of the new record, the server's handling of the answer and the commit's own round trip. Under load those are the
-- slow part of a write (creating a ticket waited ~2 ms a request for the lock of the tickets' count, so ten clients
-- got ~400 creates a second). Now a statement only notes its change in row_count_change, which no two writers share,
-- and a deferred trigger folds the note into row_count while the transaction commits: the lock is held for the
-- commit alone.
--
-- What readers see stays exact: the rows and the count they imply become visible in the same commit. Versions are
-- now taken in commit order, so a newer version always names newer data. A bulk statement still notes one change.

create table row_count_change (
  id bigint generated always as identity primary key,
  table_name varchar(63) not null,
  delta bigint not null
);

-- Fires when the noting transaction commits. The note is removed first: a truncate in the same transaction removes
-- the notes before it (their rows are gone), and a removed note changes nothing.
create function row_count_change_apply() returns trigger language plpgsql as $$
begin
  delete from row_count_change where id = new.id;
  if found then
    update row_count set n = n + new.delta, version = nextval('row_version_seq') where table_name = new.table_name;
  end if;
  return null;
end $$;

create constraint trigger row_count_change_apply after insert on row_count_change
  deferrable initially deferred for each row execute function row_count_change_apply();

create or replace function row_count_inserted() returns trigger language plpgsql as $$
begin
  insert into row_count_change (table_name, delta) select tg_table_name, count(*) from inserted;
  return null;
end $$;

create or replace function row_count_deleted() returns trigger language plpgsql as $$
begin
  insert into row_count_change (table_name, delta) select tg_table_name, -count(*) from deleted;
  return null;
end $$;

create or replace function row_version_updated() returns trigger language plpgsql as $$
begin
  insert into row_count_change (table_name, delta) values (tg_table_name, 0);
  return null;
end $$;

-- A truncate takes the table's exclusive lock, so no other transaction has a change of it pending: only this
-- transaction's own notes, which the emptied table makes void.
create or replace function row_count_truncated() returns trigger language plpgsql as $$
begin
  delete from row_count_change where table_name = tg_table_name;
  update row_count set n = 0, version = nextval('row_version_seq') where table_name = tg_table_name;
  return null;
end $$;
