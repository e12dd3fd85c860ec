import styles from './Combobox.module.css';

/**
 * Where the words of `typed` are in `text`, case-insensitively, as [start, end) ranges in order, overlapping or
 * touching ones merged: what the server matched (each word contained in what the option shows).
 */
function matchedRanges(text: string, typed: string): [number, number][] {
  const lower = text.toLowerCase();
  const ranges: [number, number][] = [];
  for (const word of typed.toLowerCase().split(/\s+/)) {
    if (word === '') continue;
    for (let at = lower.indexOf(word); at !== -1; at = lower.indexOf(word, at + word.length)) {
      ranges.push([at, at + word.length]);
    }
  }
  ranges.sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const range of ranges) {
    const last = merged.at(-1);
    if (last !== undefined && range[0] <= last[1]) last[1] = Math.max(last[1], range[1]);
    else merged.push([...range]);
  }
  return merged;
}

/**
 * An option's text with what was typed marked (`<mark>`, drawn bold): the eye finds why it was listed, and a screen
 * reader still reads the text whole.
 */
export function MatchedText({ text, typed }: { text: string; typed: string }) {
  const parts = [];
  let from = 0;
  for (const [start, end] of matchedRanges(text, typed)) {
    if (start > from) parts.push(text.slice(from, start));
    parts.push(
      <mark key={start} className={styles.match}>
        {text.slice(start, end)}
      </mark>,
    );
    from = end;
  }
  if (from < text.length) parts.push(text.slice(from));
  return <span className={styles.optionText}>{parts}</span>;
}
