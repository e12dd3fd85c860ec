import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput, { type OutlinedInputProps } from '@mui/material/OutlinedInput';

interface OutlinedFieldProps extends Omit<OutlinedInputProps, 'label' | 'id'> {
  id: string;
  label: string;
}

/**
 * An outlined text field built from its parts. MUI's TextField also imports Select (and with it Menu, Popover and
 * Modal); the sign-in page is the first thing everybody loads, so it uses this lighter field.
 */
export function OutlinedField({ id, label, required, fullWidth = true, ...inputProps }: OutlinedFieldProps) {
  return (
    <FormControl variant="outlined" required={required} fullWidth={fullWidth}>
      <InputLabel htmlFor={id}>{label}</InputLabel>
      <OutlinedInput id={id} label={label} required={required} {...inputProps} />
    </FormControl>
  );
}
