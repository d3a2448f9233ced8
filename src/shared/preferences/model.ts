/**
 * The preference rules both the client and the demo API apply, kept once: parse (object or JSON
 * string), per-group merge over the defaults and patch (docs/product-rules.md §Preferences 5–7).
 * Pure: no I/O beyond the optional log callbacks. The group schemas and defaults are the contract's
 * (src/shared/api/preferences.ts).
 */
import {
  defaultPreferences,
  preferencesGroupSchemas,
  preferencesGroups,
  type Preferences,
  type PreferencesGroup,
  type PreferencesPatch,
} from '../api/preferences';

/** What is logged when a preferences string from the server (or storage) is not JSON. */
export const PREFERENCES_PARSE_ERROR = 'Error parsing preferences';

/** A fresh, mutable deep copy of the defaults. */
export function defaultsCopy(): Preferences {
  return structuredClone(defaultPreferences) as Preferences;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

type FieldSchema = { safeParse(value: unknown): { success: boolean; data?: unknown } };

/**
 * Pure: merges `raw` over the defaults group by group and field by field. A missing
 * group or field, or a field whose value does not fit its schema, takes its default; unknown groups
 * and fields are dropped. Never throws; the result shares no object with `raw` or the defaults.
 * `onInvalid` hears the path ("ui" or "ui.theme") of each group or field present but invalid.
 */
export function mergePreferences(raw: unknown, onInvalid?: (path: string) => void): Preferences {
  const result = defaultsCopy();
  if (!isRecord(raw)) return result;
  for (const group of preferencesGroups) {
    const source = raw[group];
    if (source === undefined) continue;
    if (!isRecord(source)) {
      onInvalid?.(group);
      continue;
    }
    const shape = preferencesGroupSchemas[group].shape as Record<string, FieldSchema>;
    const target = result[group] as Record<string, unknown>;
    for (const [field, schema] of Object.entries(shape)) {
      if (!Object.hasOwn(source, field)) continue;
      const parsed = schema.safeParse(source[field]);
      if (parsed.success) target[field] = parsed.data;
      else onInvalid?.(`${group}.${field}`);
    }
  }
  return result;
}

/**
 * Pure: stored or answered preferences, which are an object or a JSON string (legacy storage),
 * merged over the defaults (`mergePreferences`). A string that does not parse is logged as
 * `log('Error parsing preferences', error)` and gives the defaults.
 * Never throws.
 */
export function parsePreferences(value: unknown, log: (message: string, error?: unknown) => void = console.error): Preferences {
  if (typeof value !== 'string') return mergePreferences(value);
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch (error) {
    log(PREFERENCES_PARSE_ERROR, error);
    return defaultsCopy();
  }
  return mergePreferences(parsed);
}

/**
 * Pure: applies a partial update to whole preferences and returns a new object (`current` is
 * untouched). A field whose value is `undefined` means "no change" and is skipped, so a patch
 * built from optional form values can never blank a field. The patch is trusted to be valid
 * (callers parse it with `preferencesPatchSchema` or build it typed).
 */
export function applyPatch(current: Preferences, patch: PreferencesPatch): Preferences {
  const next = structuredClone(current);
  for (const group of preferencesGroups) {
    const changes = patch[group];
    if (!changes) continue;
    const target = next[group] as Record<string, unknown>;
    for (const [field, value] of Object.entries(changes)) {
      if (value !== undefined) target[field] = value;
    }
  }
  return next;
}

/** Pure: the groups whose fields differ between `a` and `b`, in the contract's order (content, ui, notifications, currency). */
export function changedGroups(a: Preferences, b: Preferences): PreferencesGroup[] {
  return preferencesGroups.filter((group) => JSON.stringify(a[group]) !== JSON.stringify(b[group]));
}
