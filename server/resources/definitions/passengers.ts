import type { Passenger } from '../../../src/domain/entities/passenger';
import { cellColumns } from '../../exports/exportColumns';
import { passengerFields } from '../../../src/domain/entities/passenger';
import { contains } from '../criteria';
import type { ResourceDefinition } from '../definition';
import { dtoRows } from '../dtoRows';
import { parentResources } from '../parentResources';
import { dtoSchema } from '../schemas';
import { sortFields } from '../sortFields';
import { own, PASSENGER_COLUMNS } from './dtoColumns';
import { column, personName } from '../naming';

const cell = cellColumns<Passenger>();
export const PassengerSchema = dtoSchema('id', passengerFields, {}, 'A passenger.');

const names = [
  contains('firstName', 'firstName', 'Part of the first name'),
  contains('lastName', 'lastName', 'Part of the last name'),
];
const filter = [
  ...names,
  contains('uprn', 'uprn', 'Part of the UPRN'),
  contains('passport', 'passport', 'Part of the passport number'),
  contains('address', 'address', 'Part of the address'),
  contains('phone', 'phone', 'Part of the phone number'),
];
const ANY = 'At least one filter criterion must be provided.';

export const passengers: ResourceDefinition<'passenger'> = {
  path: 'Passengers',
  singular: 'Passenger',
  plural: 'Passengers',
  table: 'passenger',
  idProperty: 'id',
  idWireNames: ['Id'],
  fields: passengerFields,
  references: parentResources(passengerFields, {}),
  creatable: true,
  rows: dtoRows((db) => db.selectFrom('passenger as t').select(own(PASSENGER_COLUMNS))),
  sortable: sortFields({ idProperty: 'id', fields: passengerFields }),
  text: { columns: ['firstName', 'lastName', 'uprn', 'passport', 'address', 'phone'], lowerCased: 'searchText' },
  // A picker shows 'John Smith (passport P123, UPRN 456)': names both ways round, a passport or a UPRN are read from
  // their indexes (migration 0013); a million passengers are too many to compare each with what was typed.
  naming: {
    joins: [],
    parts: [...personName('t'), column('t.passport'), column('t.uprn')],
    indexed: [
      ...personName('t').map((text) => ({ text })),
      { text: column('t.passport'), oneWord: true },
      { text: column('t.uprn'), oneWord: true },
    ],
    text: {
      columns: ['firstName', 'lastName', 'uprn', 'passport', 'address', 'phone'],
      lowerCased: 'searchText',
      onlyIn: ['firstName', 'lastName', 'passport', 'uprn'],
    },
  },
  searches: [
    { path: 'byName', criteria: names, missingCriteria: 'Both first name and last name are missing in the request.' },
    { path: 'byFilter', criteria: filter, missingCriteria: ANY },
    { path: 'search', criteria: filter, missingCriteria: ANY },
  ],
  duplicate: 'Passenger with UPRN or Passport already exists.',
  exportColumns: [
    cell.value('Id', 'id', 0.5),
    cell.value('First Name', 'firstName'),
    cell.value('Last Name', 'lastName'),
    cell.value('UPRN', 'uprn'),
    cell.value('Passport', 'passport', 0.8),
    cell.value('Address', 'address', 2),
    cell.value('Phone', 'phone', 0.9),
  ],
  access: { read: 'signedIn', write: 'write' },
};
