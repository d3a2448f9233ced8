/**
 * A `window.matchMedia` for jsdom, which has none: every query answers `matches(query)` (no query
 * matches unless told), and the listener methods do nothing (the answer never changes).
 */
export function fakeMatchMedia(matches: (query: string) => boolean = () => false): typeof window.matchMedia {
  return ((query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as unknown as typeof window.matchMedia;
}
