-- Free text (`q`) on passengers, a picker's type-ahead above all, first tests the rows in the key's order, each row's
-- text columns as one lower-cased text (resources/freeText.ts). Lower-casing about a hundred characters per row was
-- three quarters of that test: 6,000 rows took 10 ms, and at ten type-aheads at once on two cores that set the pace.
-- Kept here, lower-cased once per write, the same test takes 2.7 ms. It costs about 80 bytes a row, and this migration
-- rewrites the table once (about a minute at a million passengers). The words it finds are those of the columns'
-- trigram indexes, which still serve the rows a walk does not reach.
alter table passenger
  add column search_text text generated always as (
    lower(first_name || ' ' || last_name || ' ' || uprn || ' ' || passport || ' ' || address || ' ' || phone)
  ) stored;
