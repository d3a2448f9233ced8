import {
  defaultPreferences,
  preferencesGroupSchemas,
  preferencesGroups,
  type Preferences,
  type PreferencesGroup,
  type PreferencesPatch,
} from '@shared/api';

/** What is logged when a preferences string from the server (or storage) is not JSON (spec point 8). */
export const PREFERENCES_PARSE_ERROR = 'Error parsing preferences';

/** A fresh, mutable copy of the spec point 3 defaults. */
export function defaultsCopy(): Preferences {
  return structuredClone(defaultPreferences) as Preferences;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Pure: merges `raw` over the defaults group by group and field by field (spec point 4). A missing
 * group or field, or a field whose value does not fit its schema, takes its default; unknown groups
 * and fields are dropped. Never throws. `onInvalid` hears about each field that was present but invalid.
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
    const shape = preferencesGroupSchemas[group].shape as Record<string, { safeParse(v: unknown): { success: boolean; data?: unknown } }>;
    const target = result[group] as Record<string, unknown>;
    for (const [field, schema] of Object.entries(shape)) {
      if (!(field in source)) continue;
      const parsed = schema.safeParse(source[field]);
      if (parsed.success) target[field] = parsed.data;
      else onInvalid?.(`${group}.${field}`);
    }
  }
  return result;
}

/**
 * Pure: the `preferences` of a GET /api/account/preferences/ answer, which is an object or a JSON
 * string (legacy storage, spec point 3), merged over the defaults. A string that does not parse is
 * logged as 'Error parsing preferences' (spec point 8) and the defaults stand.
 */
export function parseServerPreferences(value: unknown, log: (message: string, error?: unknown) => void = console.error): Preferences {
  if (typeof value === 'string') {
    try {
      return mergePreferences(JSON.parse(value));
    } catch (error) {
      log(PREFERENCES_PARSE_ERROR, error);
      return defaultsCopy();
    }
  }
  return mergePreferences(value);
}

/** Pure: applies a partial update to whole preferences, returning a new object (the input is untouched). */
export function applyPatch(current: Preferences, patch: PreferencesPatch): Preferences {
  const next = structuredClone(current);
  for (const group of preferencesGroups) {
    const changes = patch[group];
    if (changes) Object.assign(next[group], changes);
  }
  return next;
}

/** Pure: the groups whose fields differ between `a` and `b`, in spec order. */
export function changedGroups(a: Preferences, b: Preferences): PreferencesGroup[] {
  return preferencesGroups.filter((group) => JSON.stringify(a[group]) !== JSON.stringify(b[group]));
}
