import type { UserFacingError } from '@renderer/api/errors';

/**
 * The message a form shows above its button for a failed call: the field errors of fields it has no
 * control for (e.g. DRF `non_field_errors`), else the general message when there are no field errors
 * at all, else null (every message then sits under its own field). Pure.
 */
export function formLevelError(failure: UserFacingError | null, fields: readonly string[]): string | null {
  if (!failure) return null;
  const others = Object.entries(failure.fieldErrors)
    .filter(([name]) => !fields.includes(name))
    .flatMap(([, messages]) => messages);
  if (others.length > 0) return others.join(' ');
  return Object.keys(failure.fieldErrors).length === 0 ? failure.message : null;
}
