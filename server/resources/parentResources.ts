import type { FieldSet, ReferenceField } from '../../src/domain/fields';
import type { References, ResourceDefinition } from './definition';

/** The names of the fields that hold another resource's key. */
type ReferenceNames<F extends FieldSet> = {
  [Name in keyof F]: F[Name] extends ReferenceField ? Name : never;
}[keyof F] &
  string;

/**
 * The resource each reference field of `fields` points at, e.g. a flight's airlineId → airlines: the compiler asks for
 * one per reference field, and only for those. Keyed by the resource itself, not by the field's wording.
 */
export const parentResources = <F extends FieldSet>(
  _fields: F,
  parents: { [Name in ReferenceNames<F>]: ResourceDefinition },
): References => parents;
