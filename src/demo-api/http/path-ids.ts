/**
 * Numbers in a path, one spelling each (no sign, no leading zero, a safe integer): an id from 1 and a
 * position from 0. Anything else names nothing, so the routes answer it as they answer an unknown
 * id (404), never a 400 that would tell the two apart.
 */

/** A path segment as an id (1, 2, …), else undefined. */
export function pathId(raw: string): number | undefined {
  if (!/^[1-9][0-9]{0,15}$/.test(raw)) return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) ? id : undefined;
}

/** A path segment as a position (0, 1, …), else undefined. */
export function pathPosition(raw: string): number | undefined {
  return raw === '0' ? 0 : pathId(raw);
}
