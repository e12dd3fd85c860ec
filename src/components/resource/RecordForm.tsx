import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRef, type FormEvent } from 'react';
import type { FieldSet, FieldValues } from '../../domain/fields';
import { joinMessages } from '../../domain/validateRecord';
import type { AppError } from '../../errors/appError';
import { problemFieldErrors } from '../../errors/problemDetail';
import type { FormSpec } from '../../resources/definition';
import { Loading } from '../Loading';
import { ErrorAlert } from './ErrorAlert';
import { FormInput } from './FormInput';
import { useRecordForm, type FormValues } from './useRecordForm';

interface RecordFormProps<S extends FieldSet> {
  spec: FormSpec<S>;
  start: FormValues<S>;
  mode: 'create' | 'edit';
  pending: boolean;
  failure?: AppError;
  /** Saves valid values; a rejection is shown by the page through `failure`. */
  onSubmit: (values: FieldValues<S>) => Promise<AppError | undefined>;
}

const labels = {
  create: { idle: 'Create', pending: 'Creating...' },
  edit: { idle: 'Save Changes', pending: 'Submitting...' },
};

/** A create or edit form (ui-checklist 1.8): fields, the submit button with its pending label, messages. */
export function RecordForm<S extends FieldSet>({ spec, start, mode, pending, failure, onSubmit }: RecordFormProps<S>) {
  type Name = keyof S & string;
  const form = useRecordForm(spec.fields, start);
  const inputs = useRef<Partial<Record<Name, HTMLInputElement | null>>>({});
  const names = Object.keys(spec.fields) as Name[];

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const attempt = form.attempt();
    if (!attempt.ok) {
      inputs.current[attempt.first]?.focus();
      return;
    }
    const error = await onSubmit(attempt.values);
    if (error) form.showServerErrors(problemFieldErrors(error));
  };

  const summary = form.tried ? joinMessages(form.shown) : '';

  return (
    <Stack component="form" noValidate onSubmit={(event) => void submit(event)} spacing={1}>
      {names.map((name) => (
        <FormInput
          key={name}
          name={name}
          spec={spec.inputs[name]}
          field={spec.fields[name]}
          value={form.values[name]}
          error={form.shown[name]}
          withPlaceholder={mode === 'create'}
          disabled={pending}
          inputRef={(element) => {
            inputs.current[name] = element;
          }}
          onChange={(value) => form.change(name, value)}
          onBlur={() => form.leave(name)}
        />
      ))}
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1.5 }}>
        <Button type="submit" variant="contained" disabled={pending}>
          {pending ? labels[mode].pending : labels[mode].idle}
        </Button>
        {pending ? <Loading size={24} inline /> : null}
      </Stack>
      {summary ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {summary}
        </Alert>
      ) : null}
      {failure ? <ErrorAlert error={failure} /> : null}
    </Stack>
  );
}
