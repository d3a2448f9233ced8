/**
 * zod's English wording of an issue, for the parses whose messages reach a person.
 * zod/mini loads no locale and says only "Invalid input"; the renderer must not carry zod's
 * locales, so this words the issues the contract's checks raise as zod's `locales/en` does
 * (e.g. "Invalid input: expected string, received number", "Too small: expected string to have
 * >=1 characters"). Pass it as the parse's `error`: a message a check sets itself still wins.
 */
import type { z } from 'zod/mini';

/** en's names of the string formats (a format it does not list goes by its own name). */
const formatNames: Readonly<Record<string, string>> = {
  regex: 'input',
  email: 'email address',
  url: 'URL',
  emoji: 'emoji',
  uuid: 'UUID',
  uuidv4: 'UUIDv4',
  uuidv6: 'UUIDv6',
  nanoid: 'nanoid',
  guid: 'GUID',
  cuid: 'cuid',
  cuid2: 'cuid2',
  ulid: 'ULID',
  xid: 'XID',
  ksuid: 'KSUID',
  datetime: 'ISO datetime',
  date: 'ISO date',
  time: 'ISO time',
  duration: 'ISO duration',
  ipv4: 'IPv4 address',
  ipv6: 'IPv6 address',
  mac: 'MAC address',
  cidrv4: 'IPv4 range',
  cidrv6: 'IPv6 range',
  base64: 'base64-encoded string',
  base64url: 'base64url-encoded string',
  json_string: 'JSON string',
  e164: 'E.164 number',
  currency_code: 'currency code',
  credit_card: 'credit card number',
  iban: 'IBAN',
  jwt: 'JWT',
  template_literal: 'input',
};
/** en's units of the sizes it words as "to have N <unit>". */
const sizeUnits: Readonly<Record<string, string>> = { string: 'characters', file: 'bytes', array: 'items', set: 'items', map: 'entries' };

/** A literal as en quotes it: strings in double quotes, bigints with `n`. */
const literal = (value: unknown): string => (typeof value === 'bigint' ? `${value}n` : typeof value === 'string' ? `"${value}"` : `${String(value)}`);

/** The type of a value as en names it (zod's `util.parsedType`, NaN and infinities spelled out). */
function receivedType(input: unknown): string {
  if (typeof input === 'number') return Number.isNaN(input) ? 'NaN' : Number.isFinite(input) ? 'number' : String(input);
  if (input === null) return 'null';
  if (Array.isArray(input)) return 'array';
  if (typeof input === 'object' && Object.getPrototypeOf(input) !== Object.prototype && 'constructor' in input && input.constructor) {
    return (input.constructor as { name: string }).name;
  }
  return typeof input;
}

/** "to have <limit> <unit>" for sizes (string length, array items…), else "to be <limit>". */
const size = (origin: string, limit: string): string => (sizeUnits[origin] ? `to have ${limit} ${sizeUnits[origin]}` : `to be ${limit}`);

/** The English message of a raw zod issue (a zod error map: `schema.safeParse(value, { error: zodIssueMessage })`). */
export function zodIssueMessage(issue: z.core.$ZodRawIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected === 'nan' ? 'NaN' : issue.expected}, received ${receivedType(issue.input)}`;
    case 'invalid_value':
      return issue.values.length === 1 ? `Invalid input: expected ${literal(issue.values[0])}` : `Invalid option: expected one of ${issue.values.map(literal).join('|')}`;
    case 'too_big':
      return `Too big: expected ${issue.origin ?? 'value'} ${size(issue.origin, `${issue.exact ? 'exactly ' : issue.inclusive ? '<=' : '<'}${issue.maximum.toString()}`)}`;
    case 'too_small':
      return `Too small: expected ${issue.origin} ${size(issue.origin, `${issue.exact ? 'exactly ' : issue.inclusive ? '>=' : '>'}${issue.minimum.toString()}`)}`;
    case 'invalid_format': {
      const format = issue as z.core.$ZodRawIssue<z.core.$ZodStringFormatIssues>;
      if (format.format === 'starts_with') return `Invalid string: must start with "${format.prefix}"`;
      if (format.format === 'ends_with') return `Invalid string: must end with "${format.suffix}"`;
      if (format.format === 'includes') return `Invalid string: must include "${format.includes}"`;
      if (format.format === 'regex') return `Invalid string: must match pattern ${format.pattern}`;
      return `Invalid ${formatNames[issue.format] ?? issue.format}`;
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(literal).join(', ')}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_union':
      if ('options' in issue && Array.isArray(issue.options) && issue.options.length > 0) {
        return `Invalid discriminator value. Expected ${issue.options.map((option) => `'${String(option)}'`).join(' | ')}`;
      }
      return issue.inclusive === false ? 'Invalid input: more than one option matched' : 'Invalid input';
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return 'Invalid input';
  }
}
