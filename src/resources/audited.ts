import type { AppDispatch } from '../app/store';
import type { FieldSet } from '../domain/fields';
import type { InputSpec, ResourceDefinition } from './definition';
import type { ResourceMeta } from './meta';

/**
 * What the audit trail's screens need of a resource: its names and paths, how people call its fields (a change reads
 * 'Seat Number: 12 → 14', not 'seatNumber'), and how a deleted record of it is brought back.
 */
export interface AuditedResource {
  meta: ResourceMeta;
  fieldLabel: (field: string) => string;
  /** Restores record `id`: resolves with the record, or rejects with the AppError of the refusal. */
  restore: (dispatch: AppDispatch, id: number) => Promise<unknown>;
}

/** 'flyingHours' → 'Flying Hours', 'airlineId' → 'Airline': a field that no form names. */
const wordsOf = (field: string) =>
  field
    .replace(/(.)Id$/, '$1')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/^./, (first) => first.toUpperCase());

/**
 * A field as the resource's create form names it ('Seat Number'): a reference field by the record it picks
 * ('Passenger'), as the trail's screens name that record, not its id (D-88).
 */
export function fieldLabel<S extends FieldSet>(inputs: { [K in keyof S]: InputSpec }, field: string): string {
  const input = (inputs as Partial<Record<string, InputSpec>>)[field];
  return input?.label ?? wordsOf(field);
}

export function audited<T, S extends FieldSet>(resource: ResourceDefinition<T, S>): AuditedResource {
  return {
    meta: resource.meta,
    fieldLabel: (field) => fieldLabel(resource.form.inputs, field),
    restore: async (dispatch, id) => {
      const request = dispatch(resource.hooks.restore.initiate(id));
      try {
        return await request.unwrap();
      } finally {
        // Nothing shows this request's state: its entry leaves the store once it has answered.
        request.reset();
      }
    },
  };
}
