let loading: Promise<unknown> | undefined;

/** Loads the API client once: RTK Query and the app's `api`, which joins the store as its module is evaluated. */
export const loadApi = (): Promise<unknown> => (loading ??= import(/* webpackChunkName: "api" */ './baseApi'));

/**
 * Loads a screen's code after the API client, in a later task (issue 6: total blocking time). Loaded together, both
 * are evaluated in one task when the last file arrives (RTK Query, creating `api`, then the screen's endpoints and
 * components: about 100 ms on Lighthouse's simulated phone). Apart, each stays near the 50 ms a task may take before
 * it counts as blocking. The screen's file is small, so downloading it after the API's costs little.
 */
export async function loadAfterApi<T>(load: () => Promise<T>): Promise<T> {
  await loadApi();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return load();
}
