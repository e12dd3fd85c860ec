-- A rare word of free text (`q`) on passengers is found by collecting its matches through trigram indexes
-- (resources/searchPage.ts, the 'matches' step). Through the six columns' own indexes each match was rechecked with six
-- ILIKEs: a word of 987 matches took 9.9 ms to collect. Through one index on the kept lower-cased text (migration 0006)
-- each is rechecked once: 2.3 ms. That lets the walk before it stop sooner (7,500 rows rather than 15,000), which
-- halves a rare word's worst case. It costs some 180 MB and 45 s to build at a million passengers. The columns' own
-- indexes stay: they serve the contains-searches of one column (`/Passengers/byFilter?lastName=…`).
create index passenger_search_text_trgm on passenger using gin (search_text gin_trgm_ops);
