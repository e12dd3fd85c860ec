import { useMemo, useState } from 'react';
import type { RelationOptions, RelationSource } from '../../resources/relations';
import { Combobox, type ComboboxOption, type ComboboxProps } from '../../ui/Combobox';
import { useDebouncedValue } from '../useDebouncedValue';

/** How long typing must pause before the picker asks the server: one request for a word, not one per letter. */
const SEARCH_DELAY_MS = 250;

const LOAD_ERROR_MESSAGE = 'Error loading data..';

const WAITING: RelationOptions = {
  options: [],
  loading: true,
  loadingMore: false,
  hasMore: false,
  failed: false,
  loadMore: () => undefined,
  retry: () => undefined,
  keep: () => undefined,
};

type Shown = Omit<
  ComboboxProps,
  'selected' | 'onSelect' | 'onType' | 'onOpenChange' | 'options' | 'more' | 'failure' | 'status' | 'matched'
>;

interface RelationComboboxProps extends Shown {
  relation: RelationSource;
  /** The chosen record's id, '' when none is. */
  value: string;
  onChange: (value: string) => void;
}

/** The line under the options: what is on its way, or how the list ends ('No more airlines'). */
function statusOf(list: RelationOptions, plural: string, term: string) {
  if (list.loading) return { text: `Loading ${plural}...`, busy: true };
  if (list.hasMore || list.failed) return undefined;
  if (list.options.length > 0) return { text: `No more ${plural}`, busy: false };
  return { text: term === '' ? `No ${plural} available` : `No ${plural} match "${term}"`, busy: false };
}

/**
 * A picker of another resource's records (a flight's airline): what is typed is searched on the server, ten at a
 * time, once the typing pauses; the request for an older term is aborted, and its answer never shown for a newer one.
 * The records are asked for when the list is first opened. A record chosen before (a filter in a shared link) is named
 * by asking for it by id, so the input shows its name, never a bare number; one chosen here is named without asking.
 */
export function RelationCombobox({ relation, value, onChange, placeholder, ...shown }: RelationComboboxProps) {
  const [typed, setTyped] = useState('');
  const [opened, setOpened] = useState(false);
  const [chosen, setChosen] = useState<ComboboxOption | null>(null);
  // An emptied input (a choice made, the text cleared) lists every record at once.
  const term = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS, (text) => text === '');
  const answer = relation.useOptions(term, opened);
  // Until the typing pauses, the options of the term before are not offered: what is listed is always for what is in
  // the input, and 'Load More' always brings more of it.
  const list = typed.trim() === term ? answer : WAITING;

  const known = chosen !== null && chosen.value === value;
  // A choice is kept in the cache of records asked for by id, and held there while it is chosen: drawn again (the
  // search bar after a search), the picker names it from there without asking.
  const named = relation.useLabel(value === '' ? undefined : value);
  const naming = value !== '' && !known && named.label === undefined && !named.failed;
  const selected = useMemo((): ComboboxOption | null => {
    if (value === '') return null;
    if (known) return chosen;
    // A record that cannot be fetched (deleted since the link was shared) is still named for what it is.
    return { value, label: named.label ?? (named.failed ? `${relation.label} ${value}` : '') };
  }, [value, known, chosen, named.label, named.failed, relation.label]);

  return (
    <Combobox
      {...shown}
      placeholder={naming ? 'Loading...' : placeholder}
      selected={selected}
      onSelect={(option) => {
        if (option) answer.keep(option.value);
        setChosen(option);
        onChange(option?.value ?? '');
      }}
      onType={setTyped}
      onOpenChange={(open) => {
        if (open) setOpened(true);
      }}
      options={list.options}
      more={list.hasMore ? { loading: list.loadingMore, load: list.loadMore } : undefined}
      failure={
        list.failed
          ? { message: `${LOAD_ERROR_MESSAGE} The ${relation.plural} could not be loaded.`, retry: list.retry }
          : undefined
      }
      status={statusOf(list, relation.plural, term)}
      matched={list === WAITING ? '' : term}
    />
  );
}
