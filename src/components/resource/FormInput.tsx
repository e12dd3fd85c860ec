import CalendarIcon from '@mui/icons-material/CalendarMonthOutlined';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import LockIcon from '@mui/icons-material/LockOutlined';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import { useRef, useState } from 'react';
import type { Field } from '../../domain/fields';
import { completeTypedDate, completeTypedTime, DATE_FORMAT, TIME_FORMAT } from '../../domain/typedDateTime';
import { parseIsoDate } from '../../domain/validateRecord';
import type { InputSpec } from '../../resources/definition';

interface FormInputProps {
  name: string;
  spec: InputSpec;
  /** The domain field, for the limits a number input announces (none for the read-only Id). */
  field?: Field;
  value: string;
  error?: string;
  /** Placeholders are examples for a new record; an edit form shows the record itself (D-26). */
  withPlaceholder: boolean;
  disabled: boolean;
  /** Shown but not editable (a flight's airline on its edit form, D-26); not marked required, nothing to fill in. */
  readOnly?: boolean;
  onChange: (value: string) => void;
  onBlur: () => void;
}

const readOnlyMark = (
  <InputAdornment position="end">
    <LockIcon fontSize="small" titleAccess="Read-only" />
  </InputAdornment>
);

function RevealButton(props: { label: string; revealed: boolean; onToggle: (revealed: boolean) => void }) {
  const { label, revealed, onToggle } = props;
  return (
    <InputAdornment position="end">
      <IconButton
        aria-label={`${revealed ? 'Hide' : 'Show'} ${label.toLowerCase()}`}
        aria-pressed={revealed}
        onClick={() => onToggle(!revealed)}
        edge="end"
      >
        {revealed ? <VisibilityOffIcon /> : <VisibilityIcon />}
      </IconButton>
    </InputAdornment>
  );
}

/**
 * A calendar for a date typed as text: the browser's own picker, opened from a button, writes its choice into the
 * field in YYYY-MM-DD. The picker's input is out of sight and out of the tab order; the text field is the one to type in.
 */
function CalendarButton({ label, value, onPick }: { label: string; value: string; onPick: (value: string) => void }) {
  const picker = useRef<HTMLInputElement>(null);
  return (
    <InputAdornment position="end" sx={{ position: 'relative' }}>
      <input
        ref={picker}
        type="date"
        tabIndex={-1}
        aria-hidden="true"
        value={parseIsoDate(value) ?? ''}
        onChange={(event) => onPick(event.target.value)}
        style={{ position: 'absolute', right: 0, bottom: 0, width: 1, height: 1, opacity: 0, pointerEvents: 'none' }}
      />
      <IconButton
        aria-label={`Choose ${label.toLowerCase()} from a calendar`}
        edge="end"
        onClick={() => picker.current?.showPicker?.()}
      >
        <CalendarIcon />
      </IconButton>
    </InputAdornment>
  );
}

/**
 * One form field: visibly required, its message under it and tied to it (aria-invalid, aria-describedby through
 * TextField's helper text). Passwords are masked with a reveal button (decision D-32).
 */
export function FormInput({
  name,
  spec,
  field,
  value,
  error,
  withPlaceholder,
  disabled,
  readOnly = false,
  onChange,
  onBlur,
}: FormInputProps) {
  const [revealed, setRevealed] = useState(false);
  const password = spec.type === 'password';
  const select = spec.type === 'select';
  const date = spec.type === 'date';
  const time = spec.type === 'time';
  // Dates and times are text in one format whatever the browser's locale; the format shows until something is typed.
  const format = date ? DATE_FORMAT : time ? TIME_FORMAT : undefined;
  const shrink = select || format !== undefined || readOnly;
  const inputType = password ? (revealed ? 'text' : 'password') : format ? 'text' : (spec.type ?? 'text');
  const complete = date ? completeTypedDate : time ? completeTypedTime : undefined;

  return (
    <TextField
      id={`field-${name}`}
      name={name}
      label={spec.label}
      required={!readOnly}
      fullWidth
      value={value}
      error={error !== undefined}
      helperText={error ?? spec.hint ?? (format ? `${format}${time ? ', 24-hour' : ''}` : ' ')}
      disabled={disabled}
      placeholder={format ?? (withPlaceholder ? spec.placeholder : undefined)}
      type={select ? undefined : inputType}
      autoComplete={spec.autoComplete ?? 'off'}
      select={select}
      // A long choice ('Tokyo – Narita International Airport') ends in an ellipsis rather than mid-letter.
      sx={select ? { '& select': { textOverflow: 'ellipsis' } } : undefined}
      onChange={(event) => onChange(event.target.value)}
      onBlur={() => {
        const completed = complete?.(value) ?? value;
        if (completed !== value) onChange(completed);
        onBlur();
      }}
      slotProps={{
        select: { native: true },
        // A raised label leaves the example (placeholder) visible before the field is focused.
        inputLabel: shrink || (withPlaceholder && spec.placeholder) ? { shrink: true } : undefined,
        htmlInput: {
          readOnly,
          ...(spec.numeric || format ? { inputMode: 'numeric' } : {}),
          // 'HH:MM:SS' is accepted too (the API's own form of a time).
          ...(date ? { maxLength: 10 } : time ? { maxLength: 8 } : {}),
          // A text's limit is the input's own: it takes no more than the field may hold (passwords excepted, as an
          // API user's form starts from the stored hash, longer than any password one may type).
          ...(field?.kind === 'text' && !password && (field.maxLength ?? field.exactLength) !== undefined
            ? { maxLength: field.maxLength ?? field.exactLength }
            : {}),
          ...(field?.kind === 'integer' ? { min: field.min, max: field.max, step: 1 } : {}),
          ...(field?.kind === 'decimal' ? { min: field.min, max: field.max, step: 10 ** -field.scale } : {}),
        },
        input: readOnly
          ? // A lock and a quieter background tell a field that cannot be changed from one that can.
            { endAdornment: readOnlyMark, sx: { bgcolor: 'action.hover' } }
          : password
            ? { endAdornment: <RevealButton label={spec.label} revealed={revealed} onToggle={setRevealed} /> }
            : date && !disabled
              ? { endAdornment: <CalendarButton label={spec.label} value={value} onPick={onChange} /> }
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
