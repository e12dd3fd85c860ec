-- Exact row counts, kept by statement-level triggers, so an unfiltered list's totalCount is one key lookup instead of
-- counting every row on every page (a million passengers took tens of milliseconds per page; docs/performance.md).
-- Searches still count their matches. The triggers see whole statements through transition tables, so a bulk insert costs one update.

create table row_count (
  table_name varchar(63) primary key,
  n bigint not null
);

create function row_count_inserted() returns trigger language plpgsql as $$
begin
  update row_count set n = n + (select count(*) from inserted) where table_name = tg_table_name;
  return null;
end $$;

create function row_count_deleted() returns trigger language plpgsql as $$
begin
  update row_count set n = n - (select count(*) from deleted) where table_name = tg_table_name;
  return null;
end $$;

create function row_count_truncated() returns trigger language plpgsql as $$
begin
  update row_count set n = 0 where table_name = tg_table_name;
  return null;
end $$;

do $$
declare
  counted text;
begin
  foreach counted in array array['airline', 'destination', 'travel_class', 'passenger', 'pilot', 'flight',
                                 'plane_ticket', 'api_user'] loop
    execute format('insert into row_count (table_name, n) select %L, count(*) from %I', counted, counted);
    execute format('create trigger %I after insert on %I referencing new table as inserted for each statement '
                   'execute function row_count_inserted()', counted || '_count_inserted', counted);
    execute format('create trigger %I after delete on %I referencing old table as deleted for each statement '
                   'execute function row_count_deleted()', counted || '_count_deleted', counted);
    execute format('create trigger %I after truncate on %I for each statement execute function row_count_truncated()',
                   counted || '_count_truncated', counted);
  end loop;
end $$;
