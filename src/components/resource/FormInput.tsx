import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useState, type Ref } from 'react';
import type { Field } from '../../domain/fields';
import type { InputSpec } from '../../resources/definition';

interface FormInputProps {
  name: string;
  spec: InputSpec;
  /** The domain field, for the limits a number input announces. */
  field: Field;
  value: string;
  error?: string;
  /** Placeholders are examples for a new record; an edit form shows the record itself (DS-06, P-06). */
  withPlaceholder: boolean;
  disabled: boolean;
  inputRef: Ref<HTMLInputElement>;
  onChange: (value: string) => void;
  onBlur: () => void;
}

/**
 * One form field: visibly required, its message under it and tied to it (aria-invalid, aria-describedby through
 * TextField's helper text). Passwords are masked with a reveal button (decision A-17).
 */
export function FormInput({
  name,
  spec,
  field,
  value,
  error,
  withPlaceholder,
  disabled,
  inputRef,
  onChange,
  onBlur,
}: FormInputProps) {
  const [revealed, setRevealed] = useState(false);
  const password = spec.type === 'password';
  const select = spec.type === 'select';

  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={spec.label}
      required
      fullWidth
      value={value}
      error={error !== undefined}
      helperText={error ?? spec.hint ?? ' '}
      disabled={disabled}
      placeholder={withPlaceholder ? spec.placeholder : undefined}
      type={password && !revealed ? 'password' : spec.type === 'number' ? 'number' : 'text'}
      autoComplete={spec.autoComplete ?? 'off'}
      select={select}
      inputRef={inputRef}
      onChange={(event) => onChange(event.target.value)}
      onBlur={onBlur}
      slotProps={{
        select: { native: true },
        // A raised label leaves the example (placeholder) visible before the field is focused.
        inputLabel: select || (withPlaceholder && spec.placeholder) ? { shrink: true } : undefined,
        htmlInput: {
          ...(spec.numeric ? { inputMode: 'numeric' } : {}),
          ...(field.kind === 'integer' ? { min: field.min, max: field.max, step: 1 } : {}),
        },
        input: password
          ? {
              endAdornment: (
                <InputAdornment position="end">
                  <IconButton
                    aria-label={revealed ? `Hide ${spec.label.toLowerCase()}` : `Show ${spec.label.toLowerCase()}`}
                    aria-pressed={revealed}
                    onClick={() => setRevealed((shown) => !shown)}
                    edge="end"
                  >
                    {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
                  </IconButton>
                </InputAdornment>
              ),
            }
          : undefined,
      }}
    >
      {select
        ? spec.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))
        : null}
    </TextField>
  );
}
