import { Type } from '@sinclair/typebox';
import type { ResourceDefinition } from '../definition';
import { ownColumns, TRAVEL_CLASS_PROPERTIES } from './sqlShapes';

export const TravelClassSchema = Type.Object(
  { id: Type.Integer(), type: Type.String({ description: 'e.g. Economy' }) },
  { description: 'A travel class (read-only).' },
);

export const travelClasses: ResourceDefinition = {
  path: 'TravelClasses',
  singular: 'Travel class',
  plural: 'Travel classes',
  table: 'travel_class',
  idColumn: 'id',
  idProperty: 'id',
  idWireNames: [],
  creatable: false,
  selection: { columns: ownColumns(TRAVEL_CLASS_PROPERTIES) },
  searches: [],
  referencedBy: [{ table: 'plane_ticket', column: 'travel_class_id' }],
  access: { read: 'signedIn', write: 'write' },
};
