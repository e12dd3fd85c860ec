-- Pickers and quick search rank what starts with the typed text first (resources/rankedPage.ts, D-78): 'john smith'
-- finds John Smith, then John Smithson, before anyone whose text only contains the words. At a million passengers the
-- ranking cannot compare every match, so it reads these indexes from the typed text onwards. The "C" collation makes
-- a LIKE with a fixed start a range of the index whatever the database's collation, and orders by bytes: a name comes
-- before the longer names it starts. Names both ways round, because staff type 'smith john' as often.
create index passenger_full_name_prefix on passenger ((lower(first_name || ' ' || last_name) collate "C"), id);
create index passenger_reversed_name_prefix on passenger ((lower(last_name || ' ' || first_name) collate "C"), id);
create index passenger_passport_prefix on passenger ((lower(passport) collate "C"), id);
create index passenger_uprn_prefix on passenger ((lower(uprn) collate "C"), id);
-- The ranking reads these ranges by PostgreSQL's estimate of how many rows start with the typed text: statistics of
-- the indexed expressions from the start, not after the next automatic analyze.
analyze passenger;
