-- The row count and version of migrations 0002 and 0003 for any table, in one call: a migration that creates a
-- resource's table ends with `select keep_row_count('gate');`. It counts the rows the table already has and creates
-- the four triggers that keep the count and the version. Without them the table's list would report a total of 0
-- without any error, so the server refuses to start while a resource's table lacks them (resources/rowCountCheck.ts).

create function keep_row_count(counted text) returns void language plpgsql as $$
begin
  execute format('insert into row_count (table_name, n) select %L, count(*) from %I', counted, counted);
  execute format('create trigger %I after insert on %I referencing new table as inserted for each statement '
                 'execute function row_count_inserted()', counted || '_count_inserted', counted);
  execute format('create trigger %I after delete on %I referencing old table as deleted for each statement '
                 'execute function row_count_deleted()', counted || '_count_deleted', counted);
  execute format('create trigger %I after truncate on %I for each statement execute function row_count_truncated()',
                 counted || '_count_truncated', counted);
  execute format('create trigger %I after update on %I for each statement execute function row_version_updated()',
                 counted || '_version_updated', counted);
end $$;
