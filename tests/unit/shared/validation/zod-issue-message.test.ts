/**
 * zodIssueMessage words zod/mini's issues as zod's English locale does (the renderer carries no
 * locale, to keep its first route small, yet its contract and config messages must read as
 * before). Each case parses once with zodIssueMessage and once with zod's own `locales/en`, and the messages must match.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { zodIssueMessage } from '@shared/validation';

const english = z.locales.en().localeError!;

/** The messages of parsing `value` with `schema` under `error`. */
function messages(schema: z.ZodMiniType, value: unknown, error: z.core.$ZodErrorMap): string[] {
  const result = schema.safeParse(value, { error });
  if (result.success) throw new Error('expected the parse to fail');
  return result.error.issues.map((issue) => issue.message);
}

const cases: Array<[string, z.ZodMiniType, unknown]> = [
  ['a wrong type', z.string(), 42],
  ['a missing value', z.object({ id: z.int() }), {}],
  ['null for an object', z.object({}), null],
  ['an array for an object', z.object({}), []],
  ['a class instance for a string', z.string(), new Date(0)],
  ['NaN for a number', z.number(), Number.NaN],
  ['Infinity for a number', z.number(), Number.POSITIVE_INFINITY],
  ['a fraction for an int', z.int(), 1.5],
  ['an empty string', z.string().check(z.minLength(1)), ''],
  ['a long string', z.string().check(z.maxLength(3)), 'abcd'],
  ['an exact length', z.string().check(z.length(2)), 'abc'],
  ['a negative count', z.int().check(z.nonnegative()), -1],
  ['a zero size', z.number().check(z.positive()), 0],
  ['a number too big', z.number().check(z.lte(5)), 6],
  ['a number not below', z.number().check(z.lt(5)), 5],
  ['too many items', z.array(z.string()).check(z.maxLength(1)), ['a', 'b']],
  ['a regex', z.string().check(z.regex(/^\d{4}-\d{2}$/)), '2026'],
  ['an e-mail', z.email(), 'nope'],
  ['a URL', z.url(), 'nope'],
  ['an ISO datetime', z.iso.datetime({ offset: true }), 'yesterday'],
  ['an ISO date', z.iso.date(), '2026-13-45'],
  ['a prefix', z.string().check(z.startsWith('/')), 'x'],
  ['a suffix', z.string().check(z.endsWith('/')), 'x'],
  ['a substring', z.string().check(z.includes('@')), 'x'],
  ['another format', z.uuid(), 'x'],
  ['a multiple', z.number().check(z.multipleOf(5)), 7],
  ['one literal', z.literal('JPY'), 'USD'],
  ['an enum', z.enum(['light', 'dark']), 'purple'],
  ['unknown keys', z.strictObject({}), { a: 1, b: 2 }],
  ['an unknown key', z.strictObject({}), { a: 1 }],
  ['a union', z.union([z.string(), z.number()]), true],
  ['a discriminated union', z.discriminatedUnion('type', [z.object({ type: z.literal('figure') }), z.object({ type: z.literal('page') })]), { type: 'other' }],
  ['a record key', z.record(z.string().check(z.regex(/^a/)), z.number()), { b: 1 }],
  ['a set element', z.set(z.string()), new Set([1])],
  ['a bigint limit', z.bigint().check(z.gte(BigInt(10))), BigInt(1)],
];

describe('zodIssueMessage', () => {
  it.each(cases)('words %s as zod’s English locale does', (_name, schema, value) => {
    const ours = messages(schema, value, zodIssueMessage);
    expect(ours).toEqual(messages(schema, value, english));
    expect(ours.every((message) => message !== 'Invalid input' || schema instanceof z.ZodMiniUnion)).toBe(true);
  });

  it('leaves a message a check sets itself alone', () => {
    expect(messages(z.string().check(z.minLength(1, 'must not be blank')), '', zodIssueMessage)).toEqual(['must not be blank']);
  });
});
