import { useId, useRef, useState, type FormEvent } from 'react';
import { IconButton } from '../../ui/IconButton';
import { Input } from '../../ui/Input';
import styles from './QuickSearch.module.css';

interface QuickSearchProps {
  /** The committed words; when they change (a clear, Back, a link), the box shows them. */
  committed: string;
  /** What the words are looked for in ('Type any part of a name, passport, ...'). */
  placeholder: string;
  onSearch: (q: string) => void;
}

/**
 * One box that finds records by any part of their text and of their related records' (the API's `q`). Typing changes
 * only the draft: Enter or the search button commits it, as a list of a million rows is not asked again per keystroke.
 * The × empties the box and, when words were committed, shows the list without them.
 */
export function QuickSearch({ committed, placeholder, onSearch }: QuickSearchProps) {
  const [draft, setDraft] = useState(committed);
  // Following the committed words without remounting the box keeps the focus in it when its × commits ''.
  const [shown, setShown] = useState(committed);
  if (committed !== shown) {
    setShown(committed);
    setDraft(committed);
  }
  const input = useRef<HTMLInputElement>(null);
  const id = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(draft.trim());
  };
  const clear = () => {
    setDraft('');
    if (committed !== '') onSearch('');
    // The × goes with the text: the focus stays in the box rather than falling back to the page.
    input.current?.focus();
  };

  return (
    <form role="search" aria-label="Quick search" onSubmit={submit} className={styles.quickSearch}>
      <label htmlFor={id} className={styles.label}>
        Quick search
      </label>
      <div className={styles.box}>
        <Input
          ref={input}
          id={id}
          name="q"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          className={styles.input}
        />
        {draft !== '' || committed !== '' ? (
          <IconButton
            icon="close"
            size="small"
            tooltip="Clear"
            onClick={clear}
            aria-label="Clear quick search"
            className={styles.clear}
          />
        ) : null}
      </div>
      <IconButton type="submit" icon="search" tooltip="Search" aria-label="Run quick search" />
      {/* On a phone the box is too narrow for its placeholder: the same words show in full under it (for the eye
          only: assistive technology reads the placeholder). */}
      <p aria-hidden="true" className={styles.hint}>
        {placeholder}
      </p>
    </form>
  );
}
