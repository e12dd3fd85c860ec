import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Link from '@mui/material/Link';
import { Fragment, useEffect, type FormEvent, type ReactNode } from 'react';
import type { FieldSet, FieldValues } from '../../domain/fields';
import type { AppError } from '../../errors/appError';
import { problemFieldErrors } from '../../errors/problemDetail';
import type { FormSpec } from '../../resources/definition';
import type { RelationSource } from '../../resources/relations';
import { Loading } from '../Loading';
import { ErrorAlert } from './ErrorAlert';
import { FormInput } from './FormInput';
import { RelatedIdInput, RelationPicker } from './RelationPicker';
import { useUnsavedChanges } from '../feedback/unsavedChanges';
import { useFormDraft } from './useFormDraft';
import { useRecordForm, type FormValues } from './useRecordForm';

interface RecordFormProps<S extends FieldSet> {
  spec: FormSpec<S>;
  start: FormValues<S>;
  mode: 'create' | 'edit';
  /** The record being edited, shown read-only when the form asks for it (D-26). */
  recordId?: number;
  /** Lines under read-only reference fields naming what they refer to ('Delta Air Lines'). */
  relatedNames?: Partial<Record<keyof S & string, string>>;
  pending: boolean;
  failure?: AppError;
  /** Saves valid values; a rejection is shown by the page through `failure`. */
  onSubmit: (values: FieldValues<S>) => Promise<AppError | undefined>;
}

const labels = {
  create: { idle: 'Create', pending: 'Creating...' },
  edit: { idle: 'Save Changes', pending: 'Submitting...' },
};

/** The reference fields of a form with where their choices come from, in form order. */
export const relationsOf = <S extends FieldSet>(spec: FormSpec<S>) =>
  Object.entries(spec.inputs).flatMap(([name, input]) =>
    input.relation ? [[name, input.relation] as const] : [],
  ) as (readonly [keyof S & string, RelationSource])[];

/** True when every reason the server gave for a refusal is about a field of this form, so each shows there. */
function refusedOnFields(failure: AppError, fields: FieldSet) {
  const reasons = Object.keys(problemFieldErrors(failure));
  const wires = new Set(Object.values(fields).map((field) => field.wire.toLowerCase()));
  return reasons.length > 0 && reasons.every((wire) => wires.has(wire));
}

/** Fields in `columns` equal columns on a wide screen, two on a tablet, one under another on a phone. */
function FieldRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: 'repeat(2, minmax(0, 1fr))',
          md: `repeat(${columns}, minmax(0, 1fr))`,
        },
        columnGap: 2,
        rowGap: 1,
      }}
    >
      {children}
    </Box>
  );
}

/**
 * A create or edit form: fields, the submit button with its pending label, messages. Forms with reference fields
 * (flights, tickets) show the record's own fields in one row and the related records in the next: searchable pickers
 * on create, read-only ids with the related records' names on edit (decision D-26).
 */
export function RecordForm<S extends FieldSet>(props: RecordFormProps<S>) {
  const { spec, start, mode, recordId, relatedNames, pending, failure, onSubmit } = props;
  type Name = keyof S & string;
  const draft = useFormDraft(start);
  const form = useRecordForm(spec.fields, draft.initial);
  const { keep } = draft;
  useEffect(() => keep(form.values), [keep, form.values]);
  useUnsavedChanges(draft.isChanged(form.values));
  const relations = relationsOf(spec);
  const related = new Set<string>(relations.map(([name]) => name));
  const picking = mode === 'create';
  const names = Object.keys(spec.fields) as Name[];

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const attempt = form.attempt();
    if (!attempt.ok) {
      // Focus goes to the first field with a message; every input carries its field's name.
      const first = event.currentTarget.elements.namedItem(attempt.first);
      if (first instanceof HTMLElement) first.focus();
      return;
    }
    const error = await onSubmit(attempt.values);
    if (error) form.showServerErrors(problemFieldErrors(error));
  };

  const input = (name: Name) => {
    const common = {
      name,
      field: spec.fields[name],
      value: form.values[name],
      error: form.shown[name],
      withPlaceholder: mode === 'create',
      disabled: pending,
      onChange: (value: string) => form.change(name, value),
      onBlur: () => form.leave(name),
    };
    const inputSpec = spec.inputs[name];
    const { relation } = inputSpec;
    if (!relation) return <FormInput key={name} {...common} spec={inputSpec} />;
    if (picking) {
      return (
        <RelationPicker key={name} {...common} label={inputSpec.label} hint={inputSpec.hint} relation={relation} />
      );
    }
    const label = inputSpec.editLabel ?? inputSpec.label;
    return (
      <RelatedIdInput key={name} {...common} label={label} relation={relation} relatedName={relatedNames?.[name]} />
    );
  };

  const idField =
    mode === 'edit' && spec.showIdOnEdit && recordId !== undefined ? (
      <FormInput
        name="id"
        spec={{ label: 'Id' }}
        value={String(recordId)}
        withPlaceholder={false}
        disabled={false}
        readOnly
        onChange={() => undefined}
        onBlur={() => undefined}
      />
    ) : null;
  // After a submit, the fields with a message are named once more beside the button, each a link to its field; the
  // messages themselves show only under their fields.
  const invalid = form.tried ? names.filter((name) => form.shown[name] !== undefined) : [];
  const own = names.filter((name) => !related.has(name));
  // Both rows share one column count, so their edges line up (a ticket's edit form: Id and three fields over three ids).
  const columns = Math.max(own.length + (idField ? 1 : 0), relations.length);

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      {draft.restored ? (
        <Alert severity="info">Your session had ended: what you typed before it did is back in the form.</Alert>
      ) : null}
      {relations.length === 0 ? (
        names.map(input)
      ) : (
        <>
          <FieldRow columns={columns}>
            {idField}
            {own.map(input)}
          </FieldRow>
          <FieldRow columns={columns}>{names.filter((name) => related.has(name)).map(input)}</FieldRow>
        </>
      )}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5, pt: relations.length > 0 ? 1 : 0 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? labels[mode].pending : labels[mode].idle}
        </Button>
        {pending ? <Loading size={24} inline /> : null}
      </Stack>
      {invalid.length > 0 ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {invalid.length === 1 ? 'Please correct this field: ' : `Please correct these ${invalid.length} fields: `}
          {invalid.map((name, index) => (
            <Fragment key={name}>
              {index > 0 ? ', ' : null}
              <Link
                href={`#field-${name}`}
                color="inherit"
                underline="always"
                onClick={(event) => {
                  // To the field itself, as the submit does: the address stays as it is.
                  event.preventDefault();
                  document.getElementById(`field-${name}`)?.focus();
                }}
              >
                {spec.inputs[name].label}
              </Link>
            </Fragment>
          ))}
          .
        </Alert>
      ) : null}
      {/* A refusal per field ('Seat 15 on flight 3 is already taken.') is said under its field alone, and the summary
          names the field (D-84); an alert is for what no field of the form can show. */}
      {failure && !refusedOnFields(failure, spec.fields) ? (
        <ErrorAlert error={failure} withDetail={Object.keys(problemFieldErrors(failure)).length === 0} />
      ) : null}
    </Stack>
  );
}
