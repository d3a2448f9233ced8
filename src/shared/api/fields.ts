/**
 * Field builders that give zod schemas Django REST framework's own error messages, so a 400 from
 * the demo API (and a client-side form check) reads exactly like the real backend's
 * `{"field": ["This field is required."]}` (errors in DRF shape: docs/product-rules.md §API 7).
 */
import { z } from 'zod/mini';
import { textRulesCheck, type TextRules } from '../validation/text-rules';

/** DRF's standard field messages (rest_framework/fields.py), reused by every schema. */
export const drfMessages = {
  required: 'This field is required.',
  null: 'This field may not be null.',
  blank: 'This field may not be blank.',
  notString: 'Not a valid string.',
  notBoolean: 'Must be a valid boolean.',
  notInteger: 'A valid integer is required.',
  notNumber: 'A valid number is required.',
  notObject: 'Expected a dictionary of items.',
  invalidEmail: 'Enter a valid email address.',
  invalidUrl: 'Enter a valid URL.',
  invalidDate: 'Date has wrong format. Use one of these formats instead: YYYY-MM-DD.',
  invalidDateTime: 'Datetime has wrong format.',
  invalidCurrency: 'Enter a 3-letter ISO 4217 currency code.',
  maxLength: (max: number) => `Ensure this field has no more than ${max} characters.`,
  minLength: (min: number) => `Ensure this field has at least ${min} characters.`,
  minValue: (min: number) => `Ensure this value is greater than or equal to ${min}.`,
  invalidChoice: (value: unknown) => `"${String(value)}" is not a valid choice.`,
} as const;

/** Error map for a type mismatch: missing → required, null → may not be null, else `otherwise`. */
export function drfTypeError(otherwise: string) {
  return (issue: { input?: unknown }): string =>
    issue.input === undefined ? drfMessages.required : issue.input === null ? drfMessages.null : otherwise;
}

interface DrfStringOptions {
  /** Maximum length in characters (DRF max_length). */
  max?: number;
  /** Minimum length in characters after trimming (DRF min_length). */
  min?: number;
  /** Accept the empty string (DRF allow_blank). Default false. */
  allowBlank?: boolean;
  /** Trim surrounding whitespace first (DRF trim_whitespace). Default true; passwords pass false. */
  trim?: boolean;
  /** Characters refused (validation/text-rules.ts), checked before trimming. Default: none refused. */
  text?: TextRules;
}

/** A DRF CharField: string, trimmed by default, not blank unless allowed, optional max/min length and refused characters. */
export function drfString(options: DrfStringOptions = {}) {
  const { max, min, allowBlank = false, trim = true, text } = options;
  const checks: Array<z.core.$ZodCheck<string>> = [];
  if (text) checks.push(textRulesCheck(text));
  if (trim) checks.push(z.trim());
  if (!allowBlank) checks.push(z.minLength(1, { error: drfMessages.blank }));
  if (min !== undefined && min > 1) checks.push(z.minLength(min, { error: drfMessages.minLength(min) }));
  if (max !== undefined) checks.push(z.maxLength(max, { error: drfMessages.maxLength(max) }));
  return z.string({ error: drfTypeError(drfMessages.notString) }).check(...checks);
}

/** A DRF EmailField (max 254 characters, the RFC 5321 limit Django uses). */
export function drfEmail() {
  return z
    .email({
      error: (issue) =>
        issue.code === 'invalid_type' ? drfTypeError(drfMessages.notString)(issue) : drfMessages.invalidEmail,
    })
    .check(z.maxLength(254, { error: drfMessages.maxLength(254) }));
}

/** A DRF URLField that also accepts private-use schemes (the desktop app's OAuth redirect). */
export function drfUrl() {
  return z.url({
    error: (issue) =>
      issue.code === 'invalid_type' ? drfTypeError(drfMessages.notString)(issue) : drfMessages.invalidUrl,
  });
}

/** A string of at least one character (the tokens of the answers). */
export const nonEmptyString = () => z.string().check(z.minLength(1));

/** A DRF BooleanField, strict: JSON true/false only. */
export function drfBoolean() {
  return z.boolean({ error: drfTypeError(drfMessages.notBoolean) });
}

/** A DRF ChoiceField over the given literal values. */
export function drfChoice<const T extends readonly [string, ...string[]]>(values: T) {
  return z.enum(values, {
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? drfTypeError('')(issue)
        : drfMessages.invalidChoice(issue.input),
  });
}

/** A non-negative or positive integer id/count (DRF IntegerField). */
export function drfInteger(min = 0) {
  return z
    .number({ error: drfTypeError(drfMessages.notInteger) })
    .check(z.int({ error: drfMessages.notInteger }), z.gte(min, { error: drfMessages.minValue(min) }));
}

/** ISO 4217 alphabetic currency code, three upper-case letters (e.g. "JPY"). */
export const currencyCodeSchema = z
  .string({ error: drfTypeError(drfMessages.notString) })
  .check(z.regex(/^[A-Z]{3}$/, { error: drfMessages.invalidCurrency }));

/** ISO 3166-1 alpha-2 region code, two upper-case letters (e.g. "JP"). */
export const regionCodeSchema = z
  .string({ error: drfTypeError(drfMessages.notString) })
  .check(z.regex(/^[A-Z]{2}$/, { error: 'Enter a 2-letter ISO 3166-1 region code.' }));

/** The `{detail}` answer DRF views give for simple confirmations. */
export const detailResponseSchema = z.object({ detail: z.string() });
