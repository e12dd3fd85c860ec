-- The booking rules (docs/booking-rules.md): a seat on a flight is sold once, a passenger holds one ticket per flight,
-- a ticket is not bought after its flight leaves, a pilot flies one flight per departure date and time.
--
-- Triggers rather than unique indexes: a database whose rows already break a rule must keep them and still start (a
-- unique index cannot be built over duplicates), so a trigger checks only the rows a write brings and the rules whose
-- columns it changes; the server reports the rows that broke a rule before it existed (dataRules/breaches.ts).
-- Racing writes are serialised by a row lock on what the rule is about: a ticket's flight, a flight's pilot. The lock
-- is FOR NO KEY UPDATE, which other rule checks wait for but foreign-key checks (FOR KEY SHARE) do not. After the wait
-- the check's own query sees what the winner committed (each statement of a function takes a new snapshot under read
-- committed), so of two requests for one seat exactly one is sold it.
--
-- Each refusal is an integrity error (unique_violation, or check_violation for a date) naming the rule as its
-- constraint, with what the message needs as JSON in its detail; the server words it per field.

create function plane_ticket_booking_rules() returns trigger language plpgsql as $$
declare
  departure date;
  holder integer;
begin
  -- A change that leaves the rules' columns alone (a new price) has nothing to check, nor anything to wait for.
  if tg_op = 'UPDATE' and new.flight_id = old.flight_id and new.seat_number = old.seat_number
     and new.passenger_id = old.passenger_id and new.purchase_date = old.purchase_date then
    return new;
  end if;
  select departure_date into departure from flight where id = new.flight_id for no key update;
  -- A flight that does not exist is the foreign key's to refuse.
  if not found then
    return new;
  end if;
  if tg_op = 'INSERT' or new.flight_id <> old.flight_id or new.seat_number <> old.seat_number then
    select id into holder from plane_ticket
      where flight_id = new.flight_id and seat_number = new.seat_number and id <> new.id limit 1;
    if found then
      raise exception 'seat % on flight % is already taken', new.seat_number, new.flight_id
        using errcode = 'unique_violation', constraint = 'plane_ticket_seat_taken', table = 'plane_ticket',
              detail = json_build_object('seatNumber', new.seat_number, 'flightId', new.flight_id, 'ticketId', holder)::text;
    end if;
  end if;
  if tg_op = 'INSERT' or new.flight_id <> old.flight_id or new.passenger_id <> old.passenger_id then
    select id into holder from plane_ticket
      where flight_id = new.flight_id and passenger_id = new.passenger_id and id <> new.id limit 1;
    if found then
      raise exception 'passenger % already holds a ticket on flight %', new.passenger_id, new.flight_id
        using errcode = 'unique_violation', constraint = 'plane_ticket_passenger_on_flight', table = 'plane_ticket',
              detail = json_build_object('passengerId', new.passenger_id, 'flightId', new.flight_id, 'ticketId', holder)::text;
    end if;
  end if;
  if (tg_op = 'INSERT' or new.flight_id <> old.flight_id or new.purchase_date <> old.purchase_date)
     and new.purchase_date > departure then
    raise exception 'purchase date % is after the departure date %', new.purchase_date, departure
      using errcode = 'check_violation', constraint = 'plane_ticket_bought_before_departure', table = 'plane_ticket',
            detail = json_build_object('flightId', new.flight_id, 'departureDate', departure)::text;
  end if;
  return new;
end $$;

create trigger plane_ticket_booking_rules before insert or update on plane_ticket
  for each row execute function plane_ticket_booking_rules();

create function flight_booking_rules() returns trigger language plpgsql as $$
declare
  other integer;
  bought date;
begin
  if tg_op = 'INSERT' or new.pilot_id <> old.pilot_id or new.departure_date <> old.departure_date
     or new.departure_time <> old.departure_time then
    perform 1 from pilot where id = new.pilot_id for no key update;
    if found then
      select id into other from flight
        where pilot_id = new.pilot_id and departure_date = new.departure_date
          and departure_time = new.departure_time and id <> new.id
        limit 1;
      if found then
        raise exception 'pilot % already flies flight % at that date and time', new.pilot_id, other
          using errcode = 'unique_violation', constraint = 'flight_pilot_slot', table = 'flight',
                detail = json_build_object('pilotId', new.pilot_id, 'flightId', other)::text;
      end if;
    end if;
  end if;
  -- A flight moved to an earlier day than its tickets were bought. The tickets' own writes lock this row first, so
  -- none is sold in between: the update holds the row.
  if tg_op = 'UPDATE' and new.departure_date < old.departure_date then
    select id, purchase_date into other, bought from plane_ticket
      where flight_id = new.id and purchase_date > new.departure_date
      order by purchase_date desc, id
      limit 1;
    if found then
      raise exception 'ticket % was bought on %, after the new departure date %', other, bought, new.departure_date
        using errcode = 'check_violation', constraint = 'flight_departs_after_purchases', table = 'flight',
              detail = json_build_object('ticketId', other, 'purchaseDate', bought)::text;
    end if;
  end if;
  return new;
end $$;

create trigger flight_booking_rules before insert or update on flight
  for each row execute function flight_booking_rules();

-- The seat rule's lookup, the data-rules report's grouping of a flight's tickets by seat and a manifest in seat order.
-- It serves the foreign key's lookups too, in place of the index on the flight alone. (The pilot rule's lookup has
-- flight_pilot_departure, migration 0005.)
create index plane_ticket_flight_seat on plane_ticket (flight_id, seat_number);
drop index plane_ticket_flight_id_idx;
-- The passenger rule's lookup and grouping; it serves a passenger's tickets and the foreign key in place of the index
-- on the passenger alone.
create index plane_ticket_passenger_flight on plane_ticket (passenger_id, flight_id);
drop index plane_ticket_passenger_id_idx;
