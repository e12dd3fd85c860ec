import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delay` ms: what was typed, once the typing pauses, so a search is asked
 * for the last term only rather than for every letter on the way to it. The first value is there at once, and so is
 * a value `isUrgent` says cannot wait (an emptied input has no letters to wait for).
 */
export function useDebouncedValue<V>(value: V, delay: number, isUrgent: (value: V) => boolean = () => false): V {
  const [settled, setSettled] = useState(value);
  const urgent = isUrgent(value);
  useEffect(() => {
    if (urgent) return undefined;
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay, urgent]);
  return urgent ? value : settled;
}
