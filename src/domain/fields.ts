// The fields of every record the product edits, with their rules and exact messages (decision D-23).
// Framework-free: the SPA's forms and the server's request validation both use these definitions, so a rule or a
// message is written once. `validateRecord` (validateRecord.ts) applies them.

/** The largest value of a PostgreSQL `integer` column (ids, seat numbers, flying hours). */
export const INT32_MAX = 2_147_483_647;

interface FieldBase {
  /** The property name as the API's request bodies spell it, e.g. `FirstName`, `UPRN`, `AirlineId`. */
  wire: string;
  /** How messages name the field, e.g. 'Passenger first name'. */
  label: string;
}

export interface TextField extends FieldBase {
  kind: 'text';
  maxLength?: number;
  exactLength?: number;
  messages: { required: string; tooLong?: string; wrongLength?: string };
}

export interface IntegerField extends FieldBase {
  kind: 'integer';
  min: number;
  max: number;
  messages: { invalid: string; tooLow: string; tooHigh: string };
}

export interface DecimalField extends FieldBase {
  kind: 'decimal';
  min: number;
  max: number;
  /** Digits allowed after the decimal point. */
  scale: number;
  messages: { invalid: string; tooLow: string; tooHigh: string; tooPrecise: string };
}

export interface DateField extends FieldBase {
  kind: 'date';
  messages: { required: string; format: string; invalid: string };
}

export interface TimeField extends FieldBase {
  kind: 'time';
  messages: { required: string; format: string };
}

/** The id of a record of another entity (a flight's airline, a ticket's passenger, ...). */
export interface ReferenceField extends FieldBase {
  kind: 'reference';
  /** The referenced entity's name for people, e.g. 'Airline' ('Airline 99 does not exist.'). */
  entity: string;
  messages: { invalid: string };
}

export interface ChoiceField<T extends string = string> extends FieldBase {
  kind: 'choice';
  options: readonly T[];
  messages: { required: string; invalid: string };
}

export type Field = TextField | IntegerField | DecimalField | DateField | TimeField | ReferenceField | ChoiceField;

/** An entity's editable fields by property name (camelCase, as in the API's responses), in form order. */
export type FieldSet = Record<string, Field>;

/** The value type each field kind holds once validated. */
type FieldValue<F extends Field> = F extends IntegerField | DecimalField | ReferenceField
  ? number
  : F extends ChoiceField<infer T>
    ? T
    : string;

/** The validated values of a field set, e.g. `{ name: string }` for airlines. */
export type FieldValues<S extends FieldSet> = { [K in keyof S]: FieldValue<S[K]> };

// Builders. Messages follow the product's patterns ('{label} is required.', '{label} cannot exceed N characters.');
// the few messages that break the pattern (decision D-23) are passed explicitly by the entity definitions.

export const text = (
  wire: string,
  label: string,
  limits: { maxLength?: number; exactLength?: number },
  messages: Partial<TextField['messages']> = {},
): TextField => ({
  kind: 'text',
  wire,
  label,
  ...limits,
  messages: {
    required: `${label} is required.`,
    ...(limits.maxLength === undefined ? {} : { tooLong: `${label} cannot exceed ${limits.maxLength} characters.` }),
    ...(limits.exactLength === undefined
      ? {}
      : { wrongLength: `${label} must be exactly ${limits.exactLength} characters.` }),
    ...messages,
  },
});

export const integer = (
  wire: string,
  label: string,
  limits: { min: number; max?: number },
  messages: Partial<IntegerField['messages']> = {},
): IntegerField => {
  const max = limits.max ?? INT32_MAX;
  return {
    kind: 'integer',
    wire,
    label,
    min: limits.min,
    max,
    messages: {
      invalid: `${label} is required and must be a number.`,
      tooLow: `${label} cannot be lower than ${limits.min}.`,
      tooHigh: `${label} cannot exceed ${max}.`,
      ...messages,
    },
  };
};

export const decimal = (
  wire: string,
  label: string,
  limits: { min: number; max: number; scale: number },
): DecimalField => ({
  kind: 'decimal',
  wire,
  label,
  ...limits,
  messages: {
    invalid: `${label} is required and must be a number.`,
    tooLow: `${label} cannot be lower than ${limits.min}.`,
    tooHigh: `${label} cannot exceed ${limits.max}.`,
    tooPrecise: `${label} can have at most ${limits.scale} decimal places.`,
  },
});

export const date = (wire: string, label: string): DateField => ({
  kind: 'date',
  wire,
  label,
  messages: {
    required: `${label} is required.`,
    format: `${label} must be in the format YYYY-MM-DD.`,
    invalid: `${label} is not a valid calendar date.`,
  },
});

export const time = (wire: string, label: string): TimeField => ({
  kind: 'time',
  wire,
  label,
  messages: { required: `${label} is required.`, format: `${label} must be in the format HH:mm.` },
});

export const reference = (wire: string, label: string, entity: string): ReferenceField => ({
  kind: 'reference',
  wire,
  label,
  entity,
  messages: { invalid: `${label} is required and must be a number.` },
});

export const choice = <T extends string>(wire: string, label: string, options: readonly T[]): ChoiceField<T> => ({
  kind: 'choice',
  wire,
  label,
  options,
  messages: { required: `${label} is required.`, invalid: `${label} must be one of ${options.join(', ')}.` },
});
