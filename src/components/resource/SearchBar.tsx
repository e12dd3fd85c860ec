import { useId, useState, type FormEvent } from 'react';
import { completeTypedDate, DATE_FORMAT } from '../../domain/typedDateTime';
import { parseIsoDate } from '../../domain/validateRecord';
import { filledFilters, type Filters, type SearchField, type SearchSpec } from '../../resources/search';
import { Button } from '../../ui/Button';
import { Input, Select } from '../../ui/Input';
import { useMediaQuery } from '../../ui/useMediaQuery';
import { RelationCombobox } from './RelationCombobox';
import styles from './SearchBar.module.css';

interface SearchBarProps {
  fields: readonly SearchField[];
  /** The committed filters; the bar is re-keyed when they change, so its drafts start from them. */
  committed: Filters;
  /** What the search is over, for screen readers ('Search airlines'). */
  label: string;
  validate?: SearchSpec['validate'];
  onSearch: (filters: Filters) => void;
  /** What Clear does once the inputs are empty; searching for nothing (the whole list) when left out. */
  onClear?: () => void;
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
  const invalid = problemId !== undefined;
  if (field.type === 'relation') {
    // The picker puts its own label first, so that label names its combobox and its list.
    return (
      <div className={styles.field}>
        <RelationCombobox
          id={id}
          name={field.name}
          label={field.label}
          variant="compact"
          labelClassName={styles.label}
          className={styles.input}
          relation={field.relation}
          placeholder={`Any ${field.relation.label.toLowerCase()}`}
          invalid={invalid}
          describedBy={problemId}
          value={value}
          onChange={onChange}
        />
      </div>
    );
  }
  return (
    <div className={styles.field}>
      {/* On a phone the fields stack: a common label width lines the inputs up. */}
      <label htmlFor={id} className={styles.label}>
        {field.label}
      </label>
      {field.type === 'select' ? (
        <Select
          id={id}
          value={value}
          invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
          className={styles.select}
        >
          {field.options?.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      ) : (
        <Input
          id={id}
          name={field.name}
          value={value}
          invalid={invalid}
          onChange={(event) => onChange(event.target.value)}
          // A date is typed as YYYY-MM-DD whatever the browser's locale, as the lists show it.
          type={field.secret ? 'password' : field.type === 'date' ? 'text' : (field.type ?? 'text')}
          placeholder={field.type === 'date' ? DATE_FORMAT : field.placeholder}
          {...(field.secret ? { autoComplete: 'off' } : {})}
          {...(field.numeric || field.type === 'date' ? { inputMode: 'numeric' } : {})}
          {...(field.type === 'date' ? { maxLength: 10 } : {})}
          onBlur={field.type === 'date' ? () => onChange(completeTypedDate(value)) : undefined}
          {...(field.type === 'number' ? { min: 0, step: field.step ?? 1 } : {})}
          aria-describedby={problemId}
          className={styles.input}
        />
      )}
    </div>
  );
}

/** Why a date field's text cannot be searched for ('Start Date must be in the format YYYY-MM-DD.'), if it cannot. */
function notADate(fields: readonly SearchField[], filled: Filters): string | undefined {
  const wrong = fields.find(
    (field) => field.type === 'date' && filled[field.name] !== undefined && !parseIsoDate(filled[field.name] ?? ''),
  );
  return wrong && `${wrong.label.replace(/:$/, '')} must be a real date in the format ${DATE_FORMAT}.`;
}

/**
 * The search inputs of a list with Search and Clear. Typing changes only drafts; Search (or Enter) commits them, so
 * paging keeps using what was searched (D-17). Clear empties the inputs and shows the whole list (D-18).
 */
export function SearchBar({ fields, committed, label, validate, onSearch, onClear }: SearchBarProps) {
  const [drafts, setDrafts] = useState<Filters>(committed);
  // A search that cannot be run says why beside the inputs and leaves the list as it is.
  const [problem, setProblem] = useState(() => validate?.(committed));
  const problemId = useId();
  const single = fields.length === 1;
  const withPickers = fields.some((field) => field.type === 'relation');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Enter in a date field searches before the field is left: its digits are completed here too.
    const completed: Filters = Object.fromEntries(
      Object.entries(drafts).map(([name, value]) => [
        name,
        fields.some((field) => field.name === name && field.type === 'date') ? completeTypedDate(value) : value,
      ]),
    );
    setDrafts(completed);
    const filled = filledFilters(fields, (name) => completed[name]);
    const refused = notADate(fields, filled) ?? validate?.(filled);
    setProblem(refused);
    if (refused === undefined) onSearch(completed);
  };
  const clear = () => {
    setDrafts({});
    setProblem(undefined);
    if (onClear) onClear();
    else onSearch({});
  };

  // On a phone a search of several fields folds away behind a button, which says how many are in use: unfolded, it
  // took the whole first screen, and the rows began below it.
  const phone = useMediaQuery('(max-width:599.98px)');
  const [unfolded, setUnfolded] = useState(false);
  const formId = useId();
  const inUse = Object.keys(committed).length;
  const folded = phone && !single && !unfolded && problem === undefined;

  const form = (
    // One field: a compact row. Several: a grid that wraps as the window narrows, buttons in the last cell.
    <form
      id={formId}
      role="search"
      aria-label={label}
      onSubmit={submit}
      hidden={folded}
      className={single ? styles.single : `${styles.grid} ${withPickers ? styles.withPickers : ''}`}
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
      <div className={single ? styles.buttons : `${styles.buttons} ${styles.lastCell}`}>
        <Button type="submit" variant="contained">
          Search
        </Button>
        <Button type="button" variant="outlined" onClick={clear}>
          Clear
        </Button>
      </div>
      {problem === undefined ? null : (
        <p id={problemId} role="alert" className={styles.problem}>
          {problem}
        </p>
      )}
    </form>
  );
  if (!phone || single) return form;
  return (
    <div className={styles.foldable}>
      <Button
        variant="outlined"
        startIcon="search"
        aria-expanded={!folded}
        aria-controls={formId}
        onClick={() => setUnfolded(folded)}
        className={styles.fold}
      >
        {folded ? 'Show search' : 'Hide search'}
        {inUse > 0 ? ` (${inUse} in use)` : ''}
      </Button>
      {form}
    </div>
  );
}
