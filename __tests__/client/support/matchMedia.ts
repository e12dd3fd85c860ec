/**
 * jsdom has no matchMedia. This one answers width queries against a pretend viewport and the colour-scheme query
 * against a pretend system preference, which is all the app asks.
 */
export function mockMatchMedia({ width = 1920, prefersDark = false }: { width?: number; prefersDark?: boolean } = {}) {
  const matches = (query: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    if (min || max) return (!min || width >= Number(min[1])) && (!max || width <= Number(max[1]));
    if (query.includes('prefers-color-scheme: dark')) return prefersDark;
    return false;
  };
  window.matchMedia = (query: string) =>
    ({
      matches: matches(query),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

export function clearMatchMedia() {
  delete (window as Partial<Window>).matchMedia;
}
