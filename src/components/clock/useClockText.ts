import { useEffect, useRef, useState } from 'react';
import { formatClock } from './formatClock';

// Loaded only where workers exist: its `import.meta` is for the browser's bundle, not for the tests' CommonJS.
const loadWorker = () => import(/* webpackChunkName: "clock-worker" */ './startClockWorker');

const canUseWorker = () => typeof Worker === 'function';

/**
 * The clock's text for `now`. The first date formatting in a page makes the browser load its locale data, 20 to 90 ms
 * of work on a desktop that no code can split, so several times that on a phone, right when the first screen is
 * drawn (issue 6: total blocking time). A worker does it beside the page instead; until its first answer the clock is
 * blank for a moment. Without workers, the text is formatted here.
 */
export function useClockText(now: Date): string {
  const workerless = !canUseWorker();
  const [text, setText] = useState('');
  const worker = useRef<Worker | null>(null);
  const pending = useRef<number | null>(null);

  useEffect(() => {
    if (workerless) return;
    let stopped = false;
    void loadWorker()
      .then(({ startClockWorker }) => {
        if (stopped) return;
        const started = startClockWorker();
        started.addEventListener('message', (event: MessageEvent<string>) => setText(event.data));
        worker.current = started;
        if (pending.current !== null) started.postMessage(pending.current);
      })
      // No worker code (the server cannot be reached): format here rather than show no clock.
      .catch(() => {
        if (!stopped) setText(formatClock(new Date(pending.current ?? Date.now())));
      });
    return () => {
      stopped = true;
      worker.current?.terminate();
      worker.current = null;
    };
  }, [workerless]);

  useEffect(() => {
    if (workerless) return;
    pending.current = now.getTime();
    worker.current?.postMessage(now.getTime());
  }, [now, workerless]);

  return workerless ? formatClock(now) : text;
}
