/** Resolves in a later task of the event loop: work after it does not lengthen the current task. */
export const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

let loading: Promise<unknown> | undefined;

/**
 * Loads the API client once: RTK Query, then the app's `api`, which joins the store as its module is evaluated. Both
 * imports name the same chunk group, so one download serves both, and each is evaluated in a task of its own (about
 * 25 and 35 ms on Lighthouse's simulated phone, against 60 in one: total blocking time, docs/performance.md).
 */
export function loadApi(): Promise<unknown> {
  loading ??= import(/* webpackChunkName: "api" */ '@reduxjs/toolkit/query/react')
    .then(nextTask)
    .then(() => import(/* webpackChunkName: "api" */ './baseApi'))
    .catch((error: unknown) => {
      // A download that failed (the network dropped) is tried again by the next screen, not remembered as failed.
      loading = undefined;
      throw error;
    });
  return loading;
}

/**
 * Loads a screen's code after the API client, in a later task (total blocking time). Loaded together, both
 * are evaluated in one task when the last file arrives (RTK Query, creating `api`, then the screen's endpoints and
 * components: about 100 ms on Lighthouse's simulated phone). Apart, each stays near the 50 ms a task may take before
 * it counts as blocking. The screen's file is small, so downloading it after the API's costs little.
 */
export async function loadAfterApi<T>(load: () => Promise<T>): Promise<T> {
  await loadApi();
  await nextTask();
  return load();
}
