-- A version per table next to its kept row count, so the server may remember how many rows a search matched and know
-- whether that number is still exact: every statement that inserts, updates, deletes or truncates rows gives its table
-- a new version (counting ~35,000 matches of a contains-search among a million passengers took most of its time on
-- every page: docs/performance.md). Versions come from a sequence because a sequence never hands out a number twice, not even after
-- a rollback: a version seen in a transaction that rolled back can never come back naming different rows.

create sequence row_version_seq;

alter table row_count add column version bigint not null default nextval('row_version_seq');

create or replace function row_count_inserted() returns trigger language plpgsql as $$
begin
  update row_count set n = n + (select count(*) from inserted), version = nextval('row_version_seq')
    where table_name = tg_table_name;
  return null;
end $$;

create or replace function row_count_deleted() returns trigger language plpgsql as $$
begin
  update row_count set n = n - (select count(*) from deleted), version = nextval('row_version_seq')
    where table_name = tg_table_name;
  return null;
end $$;

create or replace function row_count_truncated() returns trigger language plpgsql as $$
begin
  update row_count set n = 0, version = nextval('row_version_seq') where table_name = tg_table_name;
  return null;
end $$;

-- An update changes no count, but may move rows into or out of a search.
create function row_version_updated() returns trigger language plpgsql as $$
begin
  update row_count set version = nextval('row_version_seq') where table_name = tg_table_name;
  return null;
end $$;

do $$
declare
  counted text;
begin
  for counted in select table_name from row_count loop
    execute format('create trigger %I after update on %I for each statement execute function row_version_updated()',
                   counted || '_version_updated', counted);
  end loop;
end $$;
