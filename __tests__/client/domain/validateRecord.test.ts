import { airlineFields } from '../../../src/domain/entities/airline';
import { apiUserFields } from '../../../src/domain/entities/apiUser';
import { destinationFields } from '../../../src/domain/entities/destination';
import { flightFields } from '../../../src/domain/entities/flight';
import { passengerFields } from '../../../src/domain/entities/passenger';
import { pilotFields } from '../../../src/domain/entities/pilot';
import { planeTicketFields } from '../../../src/domain/entities/planeTicket';
import type { FieldSet } from '../../../src/domain/fields';
import { parseNumber, validateRecord } from '../../../src/domain/validateRecord';

// The shared field rules (src/domain, used by the forms and the server alike; decision D-23): every message
// of every field, one message per field (the first rule it fails), trimming, character counting, number and time parsing.

/** Each entity's fields with a record that passes every rule, as a form holds it (strings). */
const ENTITIES: Record<string, { fields: FieldSet; valid: Record<string, unknown> }> = {
  Airline: { fields: airlineFields, valid: { name: 'Delta Air Lines' } },
  Destination: { fields: destinationFields, valid: { city: 'Paris', airport: 'Charles de Gaulle Airport' } },
  Passenger: {
    fields: passengerFields,
    valid: {
      firstName: 'John',
      lastName: 'Doe',
      uprn: '1234567890123',
      passport: 'P12345678',
      address: '123 Main Street',
      phone: '123-456-7890',
    },
  },
  Pilot: {
    fields: pilotFields,
    valid: { firstName: 'Alex', lastName: 'Walker', uprn: '1234567890123', flyingHours: '10' },
  },
  ApiUser: { fields: apiUserFields, valid: { userName: 'og', password: 'og', roles: 'SuperAdmin' } },
  Flight: {
    fields: flightFields,
    valid: { departureDate: '2025-08-07', departureTime: '08:30', airlineId: '1', destinationId: '1', pilotId: '1' },
  },
  PlaneTicket: {
    fields: planeTicketFields,
    valid: {
      price: '200',
      purchaseDate: '2025-07-07',
      seatNumber: '15',
      passengerId: '1',
      travelClassId: '1',
      flightId: '1',
    },
  },
};

const errorsFor = (entity: string, field: string, value: unknown) => {
  const { fields, valid } = ENTITIES[entity] ?? { fields: {}, valid: {} };
  const outcome = validateRecord(fields, { ...valid, [field]: value });
  return outcome.ok ? {} : outcome.errors;
};

// The product's rules, row by row: entity, field, a value breaking the rule, the message.
const TABLE: [string, string, unknown, string][] = [
  ['Airline', 'name', '', 'Airline name is required.'],
  ['Airline', 'name', 'x'.repeat(256), 'Airline name cannot exceed 255 characters.'],
  ['Destination', 'city', '', 'Destination city is required.'],
  ['Destination', 'city', 'x'.repeat(256), 'Destination city cannot exceed 255 characters.'],
  ['Destination', 'airport', '', 'Destination airport is required.'],
  ['Destination', 'airport', 'x'.repeat(256), 'Destination airport cannot exceed 255 characters.'],
  ['Passenger', 'firstName', '', 'Passenger first name is required.'],
  ['Passenger', 'firstName', 'x'.repeat(51), 'Passenger first name cannot exceed 50 characters.'],
  ['Passenger', 'lastName', '', 'Passenger last name is required.'],
  ['Passenger', 'lastName', 'x'.repeat(51), 'Passenger last name cannot exceed 50 characters.'],
  ['Passenger', 'uprn', '', 'Passenger UPRN is required.'],
  ['Passenger', 'uprn', '123456789012', 'Passenger UPRN must be exactly 13 characters.'],
  ['Passenger', 'uprn', '12345678901234', 'Passenger UPRN must be exactly 13 characters.'],
  ['Passenger', 'passport', '', 'Passenger passport is required.'],
  ['Passenger', 'passport', 'P1234567', 'Passenger passport must be exactly 9 characters.'],
  ['Passenger', 'passport', 'P123456789', 'Passenger passport must be exactly 9 characters.'],
  ['Passenger', 'address', '', 'Passenger address is required.'],
  ['Passenger', 'address', 'x'.repeat(201), 'Passenger address cannot exceed 200 characters.'],
  ['Passenger', 'phone', '', 'Passenger phone is required.'],
  ['Passenger', 'phone', '1'.repeat(31), 'Passenger phone cannot exceed 30 characters.'],
  ['Pilot', 'firstName', '', 'Pilot first name is required.'],
  ['Pilot', 'firstName', 'x'.repeat(51), 'Pilot first name cannot exceed 50 characters.'],
  ['Pilot', 'lastName', '', 'Pilot last name is required.'],
  ['Pilot', 'lastName', 'x'.repeat(51), 'Pilot last name cannot exceed 50 characters.'],
  ['Pilot', 'uprn', '', 'Pilot UPRN is required.'],
  ['Pilot', 'uprn', '123', 'Pilot UPRN must be exactly 13 characters.'],
  ['Pilot', 'flyingHours', '', 'Pilot flying hours is required and must be a number.'],
  ['Pilot', 'flyingHours', 'ten', 'Pilot flying hours is required and must be a number.'],
  ['Pilot', 'flyingHours', '40001', 'Pilot flying hours cannot exceed 40000'],
  ['Pilot', 'flyingHours', '-1', 'Pilot flying hours cannot be lower than 0.'],
  ['ApiUser', 'userName', '', 'ApiUser username is required.'],
  ['ApiUser', 'userName', 'x'.repeat(256), 'ApiUser username cannot exceed 50 characters.'],
  ['ApiUser', 'password', '', 'ApiUser password is required.'],
  ['ApiUser', 'password', 'x'.repeat(256), 'ApiUser password cannot exceed 50 characters.'],
  ['Flight', 'departureDate', '', 'Flight departure date is required.'],
  ['Flight', 'departureDate', '07/08/2025', 'Flight departure date must be in the format YYYY-MM-DD.'],
  ['Flight', 'departureTime', '', 'Flight departure time is required.'],
  ['Flight', 'departureTime', '8.30', 'Flight departure time must be in the format HH:mm.'],
  ['Flight', 'departureTime', '24:00', 'Flight departure time must be in the format HH:mm.'],
  ['Flight', 'departureTime', '12:60', 'Flight departure time must be in the format HH:mm.'],
  ['Flight', 'airlineId', '', 'Airline ID is required and must be a number.'],
  ['Flight', 'airlineId', '0', 'Airline ID is required and must be a number.'],
  ['Flight', 'airlineId', 'one', 'Airline ID is required and must be a number.'],
  ['Flight', 'destinationId', '', 'Destination ID is required and must be a number.'],
  ['Flight', 'pilotId', '', 'Pilot ID is required and must be a number.'],
  ['PlaneTicket', 'price', '', 'Price is required and must be a number.'],
  ['PlaneTicket', 'price', 'free', 'Price is required and must be a number.'],
  ['PlaneTicket', 'price', '-0.01', 'Price cannot be lower than 0.'],
  ['PlaneTicket', 'purchaseDate', '', 'Purchase date is required.'],
  ['PlaneTicket', 'purchaseDate', '2025/07/07', 'Purchase date must be in the format YYYY-MM-DD.'],
  ['PlaneTicket', 'seatNumber', '', 'Seat number is required and must be a number.'],
  ['PlaneTicket', 'seatNumber', '-1', 'Seat number cannot be lower than 0.'],
  ['PlaneTicket', 'passengerId', '', 'Passenger ID is required and must be a number.'],
  ['PlaneTicket', 'travelClassId', '', 'Travel class ID is required and must be a number.'],
  ['PlaneTicket', 'flightId', '', 'Flight ID is required and must be a number.'],
];

describe('the messages of every field rule (D-23)', () => {
  it.each(TABLE)('%s.%s (row %#) gives %j, and no other message', (entity, field, value, message) => {
    expect(errorsFor(entity, field, value)).toEqual({ [field]: message });
  });

  it('covers every field of every entity with at least its required (or invalid) message', () => {
    for (const [entity, { fields }] of Object.entries(ENTITIES)) {
      for (const field of Object.keys(fields)) {
        if (entity === 'ApiUser' && field === 'roles') continue; // roles: no message of the reference's; tested below
        expect(TABLE.some(([e, f]) => e === entity && f === field)).toBe(true);
      }
    }
  });

  it('accepts every valid record, returning numbers as numbers and times as HH:mm:ss', () => {
    for (const { fields, valid } of Object.values(ENTITIES)) expect(validateRecord(fields, valid).ok).toBe(true);
    expect(validateRecord(flightFields, ENTITIES.Flight?.valid ?? {})).toEqual({
      ok: true,
      values: { departureDate: '2025-08-07', departureTime: '08:30:00', airlineId: 1, destinationId: 1, pilotId: 1 },
    });
  });

  it('accepts only the three roles, case-sensitively', () => {
    expect(errorsFor('ApiUser', 'roles', '')).toEqual({ roles: 'ApiUser role is required.' });
    for (const role of ['Guest', 'admin', 'SUPERADMIN']) {
      expect(errorsFor('ApiUser', 'roles', role)).toEqual({
        roles: 'ApiUser role must be one of User, Admin, SuperAdmin.',
      });
    }
  });

  it('gives the messages of an empty passenger form in field order', () => {
    const outcome = validateRecord(passengerFields, {});
    expect(outcome.ok).toBe(false);
    expect(Object.values(outcome.ok ? {} : outcome.errors)).toEqual([
      'Passenger first name is required.',
      'Passenger last name is required.',
      'Passenger UPRN is required.',
      'Passenger passport is required.',
      'Passenger address is required.',
      'Passenger phone is required.',
    ]);
  });
});

describe('how the rules apply', () => {
  it('gives one message per field: the first rule it fails', () => {
    // Blank fails "required" before "exactly 13"; '1e5' is a number, so the range rule speaks, not the number rule.
    expect(errorsFor('Passenger', 'uprn', '   ')).toEqual({ uprn: 'Passenger UPRN is required.' });
    expect(errorsFor('Pilot', 'flyingHours', '-1e5')).toEqual({
      flyingHours: 'Pilot flying hours cannot be lower than 0.',
    });
    const all = validateRecord(planeTicketFields, { price: '-1', seatNumber: 'x', purchaseDate: '2025-02-30' });
    expect(all.ok ? {} : all.errors).toEqual({
      price: 'Price cannot be lower than 0.',
      purchaseDate: 'Purchase date is not a valid calendar date.',
      seatNumber: 'Seat number is required and must be a number.',
      passengerId: 'Passenger ID is required and must be a number.',
      travelClassId: 'Travel class ID is required and must be a number.',
      flightId: 'Flight ID is required and must be a number.',
    });
  });

  it('trims for "required" but counts the untrimmed characters for lengths', () => {
    expect(errorsFor('Airline', 'name', ' \t\n ')).toEqual({ name: 'Airline name is required.' });
    expect(errorsFor('Passenger', 'uprn', ' 123456789012')).toEqual({});
    expect(errorsFor('Passenger', 'uprn', '123456789012 ')).toEqual({});
    expect(errorsFor('Passenger', 'firstName', ` ${'x'.repeat(50)}`)).toEqual({
      firstName: 'Passenger first name cannot exceed 50 characters.',
    });
  });

  it('counts characters as code points: an emoji is one', () => {
    expect(errorsFor('Airline', 'name', '✈'.repeat(255))).toEqual({});
    expect(errorsFor('Airline', 'name', '🛫'.repeat(255))).toEqual({});
    expect(errorsFor('Airline', 'name', '🛫'.repeat(256))).toEqual({
      name: 'Airline name cannot exceed 255 characters.',
    });
    expect(errorsFor('Passenger', 'passport', '🛂'.repeat(9))).toEqual({});
    expect(errorsFor('Passenger', 'phone', '📞'.repeat(16))).toEqual({});
  });

  it('takes numbers as numbers or numeric strings, parsed as Number() does', () => {
    expect(validateRecord(pilotFields, { ...ENTITIES.Pilot?.valid, flyingHours: 42 })).toMatchObject({
      ok: true,
      values: { flyingHours: 42 },
    });
    expect(validateRecord(pilotFields, { ...ENTITIES.Pilot?.valid, flyingHours: ' 42 ' })).toMatchObject({
      ok: true,
      values: { flyingHours: 42 },
    });
    expect(validateRecord(pilotFields, { ...ENTITIES.Pilot?.valid, flyingHours: '4e4' })).toMatchObject({
      ok: true,
      values: { flyingHours: 40000 },
    });
    // '1e5' is 100000 (old's parseInt read 1), so it is above the maximum.
    expect(errorsFor('Pilot', 'flyingHours', '1e5')).toEqual({ flyingHours: 'Pilot flying hours cannot exceed 40000' });
    for (const notANumber of ['0x10', 'Infinity', '1,5', '1 000', 'NaN', '12.5', true, {}]) {
      expect(errorsFor('Pilot', 'flyingHours', notANumber)).toEqual({
        flyingHours: 'Pilot flying hours is required and must be a number.',
      });
    }
    expect(validateRecord(planeTicketFields, { ...ENTITIES.PlaneTicket?.valid, price: '0.5' })).toMatchObject({
      values: { price: 0.5 },
    });
    expect(errorsFor('PlaneTicket', 'seatNumber', '0')).toEqual({});
    expect(errorsFor('PlaneTicket', 'price', 0)).toEqual({});
  });

  it('treats a numeric text beyond what a double holds (1e400) as not a number, as it does Infinity', () => {
    // Number('1e400') is Infinity: parseNumber refuses Infinity given as a number, so it must refuse it as text too.
    for (const infinite of [Infinity, '1e400', '-1e400']) expect(parseNumber(infinite)).toBeUndefined();
    expect(errorsFor('PlaneTicket', 'price', '1e400')).toEqual({ price: 'Price is required and must be a number.' });
  });

  it.each([
    ['08:30', '08:30:00'],
    ['8:5', '08:05:00'],
    ['08:30:15', '08:30:15'],
    ['08:30:15.1234567', '08:30:15'],
    ['23:59:59.9', '23:59:59'],
    [' 00:00 ', '00:00:00'],
  ])('reads the time %j as %j', (given, normalised) => {
    const outcome = validateRecord(flightFields, { ...ENTITIES.Flight?.valid, departureTime: given });
    expect(outcome).toMatchObject({ ok: true, values: { departureTime: normalised } });
  });

  it.each(['08:30:15.12345678', '08:30:60', '083000', '08:30 AM', 'T08:30'])('refuses the time %j', (time) => {
    expect(errorsFor('Flight', 'departureTime', time)).toEqual({
      departureTime: 'Flight departure time must be in the format HH:mm.',
    });
  });

  it.each(['2025-02-30', '2023-02-29', '2025-13-01', '2025-04-31', '0000-01-01'])(
    'refuses %s: not a calendar day',
    (day) => {
      expect(errorsFor('Flight', 'departureDate', day)).toEqual({
        departureDate: 'Flight departure date is not a valid calendar date.',
      });
    },
  );

  it('accepts leap days and the ends of months', () => {
    for (const day of ['2024-02-29', '2000-02-29', '2025-12-31', '0001-01-01']) {
      expect(errorsFor('Flight', 'departureDate', day)).toEqual({});
    }
  });
});
