import { useId, useState, type FormEvent } from 'react';
import { Button } from '../../ui/Button';
import { Input } from '../../ui/Input';
import styles from './Pager.module.css';

const count = (n: number) => n.toLocaleString('en-US');

/**
 * What the 'Go to page' field holds, as a page from 1 to `last`, or the sentence that says why it is not one. Digits
 * only, with thousands grouped by commas as the pager writes them ('4,210').
 */
function pageFrom(text: string, last: number): { page: number } | { message: string } {
  const written = text.trim();
  if (!/^(\d+|\d{1,3}(,\d{3})+)$/.test(written)) return { message: `Enter a whole number from 1 to ${count(last)}.` };
  const page = Number(written.replaceAll(',', ''));
  if (page < 1 || page > last) {
    return { message: `There is no page ${count(page)}: enter a number from 1 to ${count(last)}.` };
  }
  return { page };
}

/**
 * 'Go to page': a page number and Go (or Enter) move there, as the other pager buttons do (the address's `page`). A
 * number that is not a page says why under the field and changes nothing.
 */
export function GoToPage({
  last,
  onPage,
  disabled,
}: {
  last: number;
  onPage: (page: number) => void;
  disabled?: boolean;
}) {
  const id = useId();
  const messageId = useId();
  const [text, setText] = useState('');
  const [message, setMessage] = useState<string>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const answer = pageFrom(text, last);
    if ('message' in answer) {
      setMessage(answer.message);
      return;
    }
    setMessage(undefined);
    setText('');
    onPage(answer.page);
  };

  return (
    <form className={styles.goTo} onSubmit={submit} noValidate>
      <div className={styles.goToLine}>
        <label htmlFor={id}>Go to page</label>
        <Input
          id={id}
          className={styles.goToInput}
          inputMode="numeric"
          autoComplete="off"
          value={text}
          invalid={message !== undefined}
          aria-describedby={message ? messageId : undefined}
          onChange={(event) => {
            setText(event.target.value);
            if (message) setMessage(undefined);
          }}
        />
        <Button type="submit" variant="outlined" size="small" disabled={disabled}>
          Go
        </Button>
      </div>
      {message ? (
        <p id={messageId} role="alert" className={styles.goToMessage}>
          {message}
        </p>
      ) : null}
    </form>
  );
}
