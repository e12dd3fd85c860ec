import { useState } from 'react';
import { flushSync } from 'react-dom';
import { formatClock } from '../../components/clock/formatClock';

/**
 * Prints a sheet of its own rather than the page (D-83): `print()` draws the sheet (its moment of printing with it),
 * opens the browser's print dialog, and takes the sheet away once the dialog is closed.
 */
export function usePrintSheet() {
  const [printedAt, setPrintedAt] = useState<string>();
  const print = () => {
    // The sheet must be in the document before the dialog reads it: drawn now, not at React's next turn.
    flushSync(() => setPrintedAt(formatClock(new Date())));
    window.addEventListener('afterprint', () => setPrintedAt(undefined), { once: true });
    window.print();
  };
  return { printedAt, print };
}
