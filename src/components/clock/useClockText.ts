import { useEffect, useRef, useState } from 'react';
import { formatClock } from './formatClock';

// Loaded only where workers exist: its `import.meta` is for the browser's bundle, not for the tests' CommonJS.
const loadWorker = () => import(/* webpackChunkName: "clock-worker" */ './startClockWorker');

const canUseWorker = () => typeof Worker === 'function';

/**
 * Resolves once the page's first content is on the screen. The worker's code is requested after the first screen, not
 * beside its files: a slow network would otherwise fetch both at once, and Lighthouse's simulated phone counted it as
 * needed for the home page's largest paint (~200 ms later, docs/performance.md). Without paint timing, after a frame.
 */
function afterFirstPaint(): Promise<void> {
  return new Promise((resolve) => {
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) {
      requestAnimationFrame(() => setTimeout(resolve, 0));
      return;
    }
    const observer = new PerformanceObserver((entries) => {
      if (entries.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
}

/**
 * The clock's text for `now`. The first date formatting in a page makes the browser load its locale data, 20 to 90 ms
 * of work on a desktop that no code can split, so several times that on a phone, right when the first screen is
 * drawn (total blocking time, docs/performance.md). A worker does it beside the page instead; until its first answer
 * the clock is blank for a moment. Without a worker (none in this browser, or its code failed to load), the page
 * formats it.
 */
export function useClockText(now: Date): string {
  const [inPage, setInPage] = useState(() => !canUseWorker());
  const [text, setText] = useState('');
  const worker = useRef<Worker | null>(null);
  const latest = useRef(now.getTime());

  useEffect(() => {
    if (inPage) return;
    let stopped = false;
    const fallBack = () => {
      if (!stopped) setInPage(true);
    };
    afterFirstPaint()
      .then(loadWorker)
      .then(({ startClockWorker }) => {
        if (stopped) return;
        const started = startClockWorker();
        started.addEventListener('message', (event: MessageEvent<string>) => setText(event.data));
        started.addEventListener('error', fallBack);
        started.postMessage(latest.current);
        worker.current = started;
      }, fallBack);
    return () => {
      stopped = true;
      worker.current?.terminate();
      worker.current = null;
    };
  }, [inPage]);

  useEffect(() => {
    latest.current = now.getTime();
    worker.current?.postMessage(latest.current);
  }, [now]);

  return inPage ? formatClock(now) : text;
}
