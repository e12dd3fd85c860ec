/** The clock's worker (webpack bundles it as a file of its own, from the same origin). */
export const startClockWorker = () => new Worker(new URL('./clock.worker.ts', import.meta.url), { name: 'clock' });
