-- Lists sort by their columns (`sort=lastName`), text case-insensitively: by lower(column), the key breaking ties
-- (resources/sortFields.ts). At a million rows a sort without an index reads and sorts every row for each page; with
-- one, page 1 reads the first entries of the index. Indexed: the orders staff use on the large tables. Smaller tables
-- (a thousand airlines, five thousand destinations) sort in memory in a few milliseconds.

-- Passengers and pilots by name: last name then first name, which also serves a sort by last name alone.
create index passenger_name_order on passenger (lower(last_name), lower(first_name));
create index passenger_first_name_order on passenger (lower(first_name));
create index pilot_name_order on pilot (lower(last_name), lower(first_name));

-- Flights by airline name start from the airlines in name order and join each one's flights.
create index airline_name_order on airline (lower(name));

-- Flights by departure, date then time; it also serves the date-range searches the date-only index served.
create index flight_departure_order on flight (departure_date, departure_time);
drop index flight_departure_date_idx;

-- An airline's, a destination's or a pilot's flights by departure: the flights of one, already in order. Each also
-- serves what the foreign key's own index served (the key is its first column), which it replaces.
create index flight_airline_departure on flight (airline_id, departure_date, departure_time);
drop index flight_airline_id_idx;
create index flight_destination_departure on flight (destination_id, departure_date, departure_time);
drop index flight_destination_id_idx;
create index flight_pilot_departure on flight (pilot_id, departure_date, departure_time);
drop index flight_pilot_id_idx;
