import type { RelatedRecords } from '../domain/auditEntry';
import { departure } from '../domain/entities/flight';

// How the audit trail's screens name records (D-88): the trail records a flight's airline as its id, and staff read
// 'Airline: Air Serbia (12)'. A record is described from its fields, whether they come from an answer of the API (a
// related record, with its own related records nested) or from an entry's values (a create, whose references the
// page's `related` holds).

type Values = Record<string, unknown>;

/** A record's fields, and the records its reference fields name (undefined: unknown or deleted). */
interface RecordView {
  id: unknown;
  value: (field: string) => unknown;
  ref: (field: string) => Values | undefined;
}

const text = (value: unknown): string =>
  value === null || value === undefined
    ? ''
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value as string);

const fullName = (record: RecordView) => `${text(record.value('firstName'))} ${text(record.value('lastName'))}`.trim();

/** What a record is in a few words, per resource: the words staff know it by, as the pickers name it. */
const DESCRIBE: Readonly<Record<string, (record: RecordView) => string>> = {
  Airlines: (record) => text(record.value('name')),
  Destinations: (record) => `${text(record.value('city'))}, ${text(record.value('airport'))}`,
  TravelClasses: (record) => text(record.value('type')),
  Pilots: fullName,
  Passengers: fullName,
  ApiUsers: (record) => text(record.value('userName')),
  Flights: (record) => {
    const when = departure({
      departureDate: text(record.value('departureDate')),
      departureTime: text(record.value('departureTime')),
    });
    const airline = record.ref('airlineId');
    const destination = record.ref('destinationId');
    const by = airline ? text(airline.name) : `airline ${text(record.value('airlineId'))}`;
    const to = destination ? text(destination.city) : `destination ${text(record.value('destinationId'))}`;
    return `${when}, ${by} to ${to}`;
  },
  PlaneTickets: (record) => {
    const passenger = record.ref('passengerId');
    const travelClass = record.ref('travelClassId');
    const flight = record.ref('flightId');
    const who = passenger
      ? `${text(passenger.firstName)} ${text(passenger.lastName)}`
      : `passenger ${text(record.value('passengerId'))}`;
    const where = `seat ${text(record.value('seatNumber'))}${travelClass ? `, ${text(travelClass.type)}` : ''}`;
    const flown = flight ? ` (${DESCRIBE.Flights?.(dtoView(flight)) ?? ''})` : '';
    return `${who}, ${where}, on flight ${text(record.value('flightId'))}${flown}`;
  },
};

/** A record as the API answers it: a reference field's record is nested under its name less 'Id' (`airline`). */
function dtoView(record: Values): RecordView {
  return {
    id: record.id,
    value: (field) => record[field],
    ref: (field) => {
      const nested = record[field.replace(/Id$/, '')];
      return nested !== null && typeof nested === 'object' ? (nested as Values) : undefined;
    },
  };
}

/** A record from an entry's values: a reference field's record is the page's related record of that id. */
function valuesView(
  id: number,
  values: Values,
  refersTo: (field: string) => string | undefined,
  related: RelatedRecords,
): RecordView {
  return {
    id,
    value: (field) => values[field],
    ref: (field) => {
      const entity = refersTo(field);
      return entity === undefined ? undefined : related[entity]?.[text(values[field])];
    },
  };
}

const describe = (entity: string, record: RecordView): string | undefined => DESCRIBE[entity]?.(record);

/**
 * A reference field's value as staff read it: 'Air Serbia (12)'; 'Airline 12 (deleted)' once the record is gone
 * (`label`: what one record of the resource is called, 'Airline').
 */
export function referenceText(entity: string, label: string, id: unknown, related: RelatedRecords): string {
  const record = related[entity]?.[text(id)];
  const words = record === undefined ? undefined : describe(entity, dtoView(record));
  return words === undefined ? `${label} ${text(id)} (deleted)` : `${words} (${text(id)})`;
}

/**
 * A record in a line, from the values an entry recorded of every field (a create or a restore): '2025-07-16 11:30,
 * Air Serbia to Paris'. Undefined for a resource it has no words for.
 */
export function recordSummary(
  entity: string,
  recordId: number,
  values: Values,
  refersTo: (field: string) => string | undefined,
  related: RelatedRecords,
): string | undefined {
  return describe(entity, valuesView(recordId, values, refersTo, related));
}
