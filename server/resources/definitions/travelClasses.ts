import type { TravelClass } from '../../../src/domain/entities/travelClass';
import { cellColumns } from '../../exports/exportColumns';
import { Type } from '@sinclair/typebox';
import type { ResourceDefinition } from '../definition';
import { sortFields } from '../sortFields';
import { dtoRows } from '../dtoRows';
import { own, TRAVEL_CLASS_COLUMNS } from './dtoColumns';
import { ownColumns } from '../naming';

const cell = cellColumns<TravelClass>();
export const TravelClassSchema = Type.Object(
  { id: Type.Integer(), type: Type.String({ description: 'e.g. Economy' }) },
  { description: 'A travel class (read-only).' },
);

export const travelClasses: ResourceDefinition<'travelClass'> = {
  path: 'TravelClasses',
  singular: 'Travel class',
  plural: 'Travel classes',
  table: 'travelClass',
  idProperty: 'id',
  idWireNames: [],
  references: {},
  creatable: false,
  rows: dtoRows((db) => db.selectFrom('travelClass as t').select(own(TRAVEL_CLASS_COLUMNS))),
  sortable: sortFields({ idProperty: 'id', fields: { type: { kind: 'text' } } }),
  text: { columns: ['type'] },
  naming: ownColumns('type'),
  searches: [],
  exportColumns: [cell.value('Id', 'id', 0.4), cell.value('Type', 'type', 3)],
  access: { read: 'signedIn', write: 'write' },
};
