-- The records that break a booking rule (docs/booking-rules.md), kept in a table of their own rather than found by
-- grouping every ticket and flight on each read (3 to 4 s a rule at a million tickets; D-99).
--
-- Since migration 0009 the database refuses every write that would make a breach, so the table is filled once, here,
-- and then only loses rows as staff fix or delete the records. Row triggers keep it exact all the same whichever way
-- a write comes (a load with the rule triggers off may bring breaches): a write that moves a record out of a group on
-- record, or into a group it now shares with another record, judges the groups it touched again. Judging a group
-- takes the row lock the booking rules take for it (the ticket's flight, the flight's pilot) first, so two writes to
-- one group are judged in turn and the second sees what the first committed.

-- One row per breach: the records that break a rule together (two tickets sold one seat), or one ticket alone.
create table data_rule_breach (
  rule varchar(30) not null
    constraint data_rule_breach_rule_known
      check (rule in ('seatSoldOnce', 'passengerOncePerFlight', 'boughtBeforeDeparture', 'pilotOncePerSlot')),
  -- What the records share; each rule sets its own columns. The bought rule keeps the ticket's flight, whose
  -- departure date it is judged against.
  flight_id integer,
  seat_number integer,
  passenger_id integer,
  plane_ticket_id integer,
  pilot_id integer,
  departure_date date,
  departure_time time(0),
  -- The records (tickets, or flights for the pilot rule), in id order.
  ids integer[] not null,
  about text not null,
  constraint data_rule_breach_keyed check (case rule
    when 'seatSoldOnce' then flight_id is not null and seat_number is not null
    when 'passengerOncePerFlight' then passenger_id is not null and flight_id is not null
    when 'boughtBeforeDeparture' then plane_ticket_id is not null and flight_id is not null
    else pilot_id is not null and departure_date is not null and departure_time is not null end)
);

-- Each rule's breaches in the order GET /DataRules lists them, and the lookups of the triggers below.
create unique index data_rule_breach_seat on data_rule_breach (flight_id, seat_number) where rule = 'seatSoldOnce';
create unique index data_rule_breach_passenger on data_rule_breach (passenger_id, flight_id)
  where rule = 'passengerOncePerFlight';
create unique index data_rule_breach_bought on data_rule_breach (plane_ticket_id) where rule = 'boughtBeforeDeparture';
create index data_rule_breach_bought_flight on data_rule_breach (flight_id) where rule = 'boughtBeforeDeparture';
create unique index data_rule_breach_pilot on data_rule_breach (pilot_id, departure_date, departure_time)
  where rule = 'pilotOncePerSlot';

-- The breaches as the tickets and flights hold them now, by grouping them: the one definition of a breach. Read
-- whole only to fill the table; the triggers read it for one group, which the planner finds through the grouped
-- columns' indexes (plane_ticket_flight_seat, plane_ticket_passenger_flight, flight_pilot_departure).
create view data_rule_breach_found as
  select 'seatSoldOnce'::varchar(30) as rule, flight_id, seat_number, null::integer as passenger_id,
         null::integer as plane_ticket_id, null::integer as pilot_id, null::date as departure_date,
         null::time(0) as departure_time, array_agg(id order by id) as ids,
         'Seat ' || seat_number || ' on flight ' || flight_id as about
  from plane_ticket group by flight_id, seat_number having count(*) > 1
  union all
  select 'passengerOncePerFlight', flight_id, null, passenger_id, null, null, null, null, array_agg(id order by id),
         'Passenger ' || passenger_id || ' on flight ' || flight_id
  from plane_ticket group by passenger_id, flight_id having count(*) > 1
  union all
  select 'boughtBeforeDeparture', t.flight_id, null, null, t.id, null, null, null, array[t.id],
         'Bought ' || to_char(t.purchase_date, 'YYYY-MM-DD') || ', flight ' || f.id || ' left '
           || to_char(f.departure_date, 'YYYY-MM-DD')
  from plane_ticket t join flight f on f.id = t.flight_id
  where t.purchase_date > f.departure_date
  union all
  select 'pilotOncePerSlot', null, null, null, null, pilot_id, departure_date, departure_time,
         array_agg(id order by id),
         'Pilot ' || pilot_id || ' on ' || to_char(departure_date, 'YYYY-MM-DD') || ' at '
           || to_char(departure_time, 'HH24:MI')
  from flight group by pilot_id, departure_date, departure_time having count(*) > 1;

-- Fills the table from the records: here, and after a bulk load that ran with the triggers off (the data generator).
create function refill_data_rule_breaches() returns void language plpgsql as $$
begin
  delete from data_rule_breach;
  insert into data_rule_breach select * from data_rule_breach_found;
end $$;

select refill_data_rule_breaches();

-- Judging one group again: its breach leaves the table, and comes back as the records now make it, if they still do.
create function judge_seat_breach(flight_key integer, seat_key integer) returns void language plpgsql as $$
begin
  delete from data_rule_breach where rule = 'seatSoldOnce' and flight_id = flight_key and seat_number = seat_key;
  insert into data_rule_breach select * from data_rule_breach_found
    where rule = 'seatSoldOnce' and flight_id = flight_key and seat_number = seat_key;
end $$;

create function judge_passenger_breach(passenger_key integer, flight_key integer) returns void language plpgsql as $$
begin
  delete from data_rule_breach
    where rule = 'passengerOncePerFlight' and passenger_id = passenger_key and flight_id = flight_key;
  insert into data_rule_breach select * from data_rule_breach_found
    where rule = 'passengerOncePerFlight' and passenger_id = passenger_key and flight_id = flight_key;
end $$;

create function judge_bought_breach(ticket_key integer) returns void language plpgsql as $$
begin
  delete from data_rule_breach where rule = 'boughtBeforeDeparture' and plane_ticket_id = ticket_key;
  insert into data_rule_breach select * from data_rule_breach_found
    where rule = 'boughtBeforeDeparture' and plane_ticket_id = ticket_key;
end $$;

-- Every ticket of a flight against its departure date, for a flight whose date moved.
create function judge_flight_bought_breaches(flight_key integer) returns void language plpgsql as $$
begin
  delete from data_rule_breach where rule = 'boughtBeforeDeparture' and flight_id = flight_key;
  insert into data_rule_breach select * from data_rule_breach_found
    where rule = 'boughtBeforeDeparture' and flight_id = flight_key;
end $$;

create function judge_pilot_breach(pilot_key integer, date_key date, time_key time(0)) returns void
language plpgsql as $$
begin
  delete from data_rule_breach
    where rule = 'pilotOncePerSlot' and pilot_id = pilot_key and departure_date = date_key
      and departure_time = time_key;
  insert into data_rule_breach select * from data_rule_breach_found
    where rule = 'pilotOncePerSlot' and pilot_id = pilot_key and departure_date = date_key
      and departure_time = time_key;
end $$;

-- A ticket's groups: its seat on its flight, its passenger on its flight, and itself for the date rule. A write
-- that leaves a group can end a breach only if one is on record; one that enters a group can make a breach only if
-- another ticket is in it (or the flight left before the purchase), which the booking rules refuse unless they were
-- off. Anything else costs these two lookups and nothing more.
create function plane_ticket_data_rule_breaches() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and exists (
    select 1 from data_rule_breach
    where (rule = 'seatSoldOnce' and flight_id = old.flight_id and seat_number = old.seat_number)
       or (rule = 'passengerOncePerFlight' and passenger_id = old.passenger_id and flight_id = old.flight_id)
       or (rule = 'boughtBeforeDeparture' and plane_ticket_id = old.id)
  ) then
    perform 1 from flight where id = old.flight_id for no key update;
    perform judge_seat_breach(old.flight_id, old.seat_number);
    perform judge_passenger_breach(old.passenger_id, old.flight_id);
    perform judge_bought_breach(old.id);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and (
    exists (select 1 from plane_ticket
            where flight_id = new.flight_id and seat_number = new.seat_number and id <> new.id)
    or exists (select 1 from plane_ticket
               where passenger_id = new.passenger_id and flight_id = new.flight_id and id <> new.id)
    or exists (select 1 from flight where id = new.flight_id and departure_date < new.purchase_date)
  ) then
    perform 1 from flight where id = new.flight_id for no key update;
    perform judge_seat_breach(new.flight_id, new.seat_number);
    perform judge_passenger_breach(new.passenger_id, new.flight_id);
    perform judge_bought_breach(new.id);
  end if;
  return null;
end $$;

create trigger plane_ticket_data_rule_breaches after insert or delete on plane_ticket
  for each row execute function plane_ticket_data_rule_breaches();
-- A change that leaves the rules' columns alone (a new price) does not call the function at all.
create trigger plane_ticket_data_rule_breaches_updated
  after update of flight_id, seat_number, passenger_id, purchase_date on plane_ticket
  for each row
  when (old.flight_id is distinct from new.flight_id or old.seat_number is distinct from new.seat_number
        or old.passenger_id is distinct from new.passenger_id or old.purchase_date is distinct from new.purchase_date)
  execute function plane_ticket_data_rule_breaches();

-- A flight's group is its pilot's departure date and time; its date is what its tickets' purchases are judged
-- against. A flight with tickets cannot be deleted (their foreign key), so a delete touches the pilot rule only.
create function flight_data_rule_breaches() returns trigger language plpgsql as $$
begin
  if tg_op in ('UPDATE', 'DELETE') and exists (
    select 1 from data_rule_breach
    where rule = 'pilotOncePerSlot' and pilot_id = old.pilot_id and departure_date = old.departure_date
      and departure_time = old.departure_time
  ) then
    perform 1 from pilot where id = old.pilot_id for no key update;
    perform judge_pilot_breach(old.pilot_id, old.departure_date, old.departure_time);
  end if;
  if tg_op in ('INSERT', 'UPDATE') and exists (
    select 1 from flight
    where pilot_id = new.pilot_id and departure_date = new.departure_date and departure_time = new.departure_time
      and id <> new.id
  ) then
    perform 1 from pilot where id = new.pilot_id for no key update;
    perform judge_pilot_breach(new.pilot_id, new.departure_date, new.departure_time);
  end if;
  -- The update holds the flight's row, which a ticket's judging locks first: no ticket of it is judged meanwhile.
  if tg_op = 'UPDATE' and new.departure_date is distinct from old.departure_date then
    perform judge_flight_bought_breaches(new.id);
  end if;
  return null;
end $$;

create trigger flight_data_rule_breaches after insert or delete on flight
  for each row execute function flight_data_rule_breaches();
create trigger flight_data_rule_breaches_updated
  after update of pilot_id, departure_date, departure_time on flight
  for each row
  when (old.pilot_id is distinct from new.pilot_id or old.departure_date is distinct from new.departure_date
        or old.departure_time is distinct from new.departure_time)
  execute function flight_data_rule_breaches();

-- Emptied tables break no rule. (A flight is truncated only with its tickets, whose own trigger fires too.)
create function data_rule_breach_truncated() returns trigger language plpgsql as $$
begin
  if tg_table_name = 'plane_ticket' then
    delete from data_rule_breach where rule <> 'pilotOncePerSlot';
  else
    delete from data_rule_breach where rule = 'pilotOncePerSlot';
  end if;
  return null;
end $$;

create trigger plane_ticket_data_rule_breaches_truncated after truncate on plane_ticket
  for each statement execute function data_rule_breach_truncated();
create trigger flight_data_rule_breaches_truncated after truncate on flight
  for each statement execute function data_rule_breach_truncated();
