import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import NativeSelect from '@mui/material/NativeSelect';
import OutlinedInput from '@mui/material/OutlinedInput';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import { filledFilters, type Filters, type SearchField, type SearchSpec } from '../../resources/search';

interface SearchBarProps {
  fields: readonly SearchField[];
  /** The committed filters; the bar is re-keyed when they change, so its drafts start from them. */
  committed: Filters;
  /** What the search is over, for screen readers ('Search airlines'). */
  label: string;
  validate?: SearchSpec['validate'];
  onSearch: (filters: Filters) => void;
}

interface SearchInputProps {
  field: SearchField;
  value: string;
  /** The id of the bar's message while it concerns every input (a date range the wrong way round). */
  problemId?: string;
  onChange: (value: string) => void;
}

function SearchInput({ field, value, problemId, onChange }: SearchInputProps) {
  const id = useId();
  const common = {
    id,
    value,
    error: problemId !== undefined,
    size: 'small' as const,
    onChange: (e: { target: { value: string } }) => onChange(e.target.value),
  };
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 1, minWidth: 0 }}>
      {/* On a phone the fields stack: a common label width lines the inputs up. */}
      <Box
        component="label"
        htmlFor={id}
        sx={{ whiteSpace: 'nowrap', fontWeight: 500, minWidth: { xs: '7.75rem', sm: 0 } }}
      >
        {field.label}
      </Box>
      {field.type === 'select' ? (
        <NativeSelect {...common} input={<OutlinedInput size="small" />} sx={{ flex: 1, minWidth: 140 }}>
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...common}
          name={field.name}
          type={field.type ?? 'text'}
          placeholder={field.placeholder}
          inputProps={{
            ...(field.numeric ? { inputMode: 'numeric' } : {}),
            ...(field.type === 'number' ? { min: 0, step: field.step ?? 1 } : {}),
            'aria-describedby': problemId,
            'aria-invalid': problemId !== undefined || undefined,
          }}
          sx={{ flex: 1, minWidth: 120 }}
        />
      )}
    </Stack>
  );
}

/**
 * The search inputs of a list with Search and Clear. Typing changes only drafts; Search (or Enter) commits them, so
 * paging keeps using what was searched (ui-checklist 2.3). Clear empties the inputs and shows the whole list.
 */
export function SearchBar({ fields, committed, label, validate, onSearch }: SearchBarProps) {
  const [drafts, setDrafts] = useState<Filters>(committed);
  // A search that cannot be run says why beside the inputs and leaves the list as it is.
  const [problem, setProblem] = useState(() => validate?.(committed));
  const problemId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = validate?.(filledFilters(fields, (name) => drafts[name]));
    setProblem(refused);
    if (refused === undefined) onSearch(drafts);
  };
  const clear = () => {
    setDrafts({});
    setProblem(undefined);
    onSearch({});
  };

  return (
    <Box
      component="form"
      role="search"
      aria-label={label}
      onSubmit={submit}
      sx={{
        display: 'grid',
        // One field: a compact row. Several: a grid that wraps as the window narrows, buttons in the last cell.
        gridTemplateColumns: fields.length === 1 ? 'minmax(0, 480px) auto' : 'repeat(auto-fill, minmax(300px, 1fr))',
        gap: 1.5,
        alignItems: 'center',
      }}
    >
      {fields.map((field) => (
        <SearchInput
          key={field.name}
          field={field}
          value={drafts[field.name] ?? ''}
          problemId={problem === undefined ? undefined : problemId}
          onChange={(value) => setDrafts((previous) => ({ ...previous, [field.name]: value }))}
        />
      ))}
      <Stack
        direction="row"
        sx={fields.length === 1 ? { gap: 1 } : { gap: 1, justifyContent: 'flex-end', gridColumn: { sm: '-2 / -1' } }}
      >
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button type="button" variant="outlined" onClick={clear}>
          Clear
        </Button>
      </Stack>
      {problem === undefined ? null : (
        <Typography id={problemId} role="alert" color="error" variant="body2" sx={{ gridColumn: '1 / -1' }}>
          {problem}
        </Typography>
      )}
    </Box>
  );
}
