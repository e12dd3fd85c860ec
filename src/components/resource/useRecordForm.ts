import { useState } from 'react';
import type { FieldSet, FieldValues } from '../../domain/fields';
import { normaliseTime, validateRecord, type RecordErrors } from '../../domain/validateRecord';

export type FormValues<S extends FieldSet> = Record<keyof S & string, string>;

/** How a time input shows a stored time: '14:30:00' as '14:30', keeping seconds only when there are some (D-26). */
export function timeForInput(stored: string): string {
  const time = normaliseTime(stored);
  if (time === undefined) return stored;
  return time.endsWith(':00') ? time.slice(0, 5) : time;
}

/** A form's starting values: the record's own values as text (0 stays '0', decision D-26), or blanks. */
export function initialValues<S extends FieldSet>(fields: S, record?: object): FormValues<S> {
  const source = (record ?? {}) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => {
      const value = source[name];
      if (value === undefined || value === null) return [name, ''];
      return [name, field.kind === 'time' ? timeForInput(String(value)) : String(value)];
    }),
  ) as FormValues<S>;
}

/**
 * The state of a create or edit form. Every change is validated with the shared rules (validateRecord); a field's
 * message shows once the field has been changed or left, and every message once a submit was tried, so typing in the
 * first field does not flag the untouched ones (decision D-25). Messages the server sent for a field (a 400) show
 * until that field changes.
 */
export function useRecordForm<S extends FieldSet>(fields: S, start: FormValues<S>) {
  type Name = keyof S & string;
  const [values, setValues] = useState(start);
  const [touched, setTouched] = useState<Partial<Record<Name, boolean>>>({});
  const [tried, setTried] = useState(false);
  const [serverErrors, setServerErrors] = useState<RecordErrors<S>>({});

  const outcome = validateRecord(fields, values);
  const errors: RecordErrors<S> = outcome.ok ? {} : outcome.errors;
  const names = Object.keys(fields) as Name[];
  const shown = Object.fromEntries(
    names.flatMap((name) => {
      const message = tried || touched[name] ? (errors[name] ?? serverErrors[name]) : serverErrors[name];
      return message ? [[name, message]] : [];
    }),
  ) as RecordErrors<S>;

  return {
    values,
    /** Messages on screen now, by field, in field order. */
    shown,
    tried,
    change: (name: Name, value: string) => {
      setValues((previous) => ({ ...previous, [name]: value }));
      setTouched((previous) => ({ ...previous, [name]: true }));
      setServerErrors(({ [name]: _dropped, ...others }) => others as RecordErrors<S>);
    },
    leave: (name: Name) => {
      if (values[name] !== start[name]) setTouched((previous) => ({ ...previous, [name]: true }));
    },
    /** Marks every field for display and gives the valid values, or the first invalid field's name. */
    attempt: (): { ok: true; values: FieldValues<S> } | { ok: false; first: Name } => {
      setTried(true);
      if (outcome.ok) return { ok: true, values: outcome.values };
      return { ok: false, first: names.find((name) => errors[name] !== undefined) ?? names[0] };
    },
    /** Puts a 400's per-field messages (keyed by lower-cased wire name) on their fields. */
    showServerErrors: (byWire: Record<string, string>) => {
      setServerErrors(
        Object.fromEntries(
          names.flatMap((name) => {
            const message = byWire[fields[name].wire.toLowerCase()];
            return message ? [[name, message]] : [];
          }),
        ) as RecordErrors<S>,
      );
    },
  };
}
