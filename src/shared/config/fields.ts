/**
 * The parsers of single settings, shared by both targets. Each takes the variable's string (already
 * known not to be blank) and either returns the typed value or fails with a short message that the
 * loader puts after the variable's name. Parsing a parsed value again gives it back unchanged, so
 * the same parsers check a config object that already went through them (the desktop bridge's).
 */
import { z } from 'zod/mini';
import { URL_SCHEME_PATTERN } from '../deep-link/scheme';
import { isLoopbackUrl } from './loopback';

/** Blank strings (empty or white space) count as unset, so `VAR=` in a .env file means "the default". */
export const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * A trimmed string that must parse as an absolute URL ("is not an absolute URL" otherwise), then
 * goes through `check`, which reports each problem and returns the normalised value.
 */
function absoluteUrl(check: (url: URL, problem: (message: string) => void) => string) {
  return z.pipe(
    z.string().check(z.trim()),
    z.transform((value: string, ctx) => {
      // zod/mini's transform context has no addIssue: issues go on the payload directly.
      const problem = (message: string) => ctx.issues.push({ code: 'custom', message, input: value });
      let url: URL;
      try {
        url = new URL(value);
      } catch {
        problem('is not an absolute URL');
        return z.NEVER;
      }
      return check(url, problem);
    }),
  );
}

/**
 * An absolute http(s) URL with no credentials, query or fragment, trailing slash removed. Plain
 * http only on loopback: the desktop renderer is a secure origin (app://), so Chromium would block
 * http requests to any other host as mixed content, as it would from an https web deployment.
 */
export const baseUrl = absoluteUrl((url, problem) => {
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    problem('must use http or https');
  } else if (url.protocol === 'http:' && !isLoopbackUrl(url)) {
    problem('must use https unless it points at this machine (127.0.0.1, localhost, [::1])');
  }
  if (url.username || url.password) problem('must not contain credentials');
  if (url.search || url.hash) problem('must not contain a query or fragment');
  return url.toString().replace(/\/+$/, '');
});

/** Like {@link baseUrl} but a query is allowed (authorization endpoints sometimes need one). */
export const endpointUrl = absoluteUrl((url, problem) => {
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLoopbackUrl(url))) {
    problem('must use https (http only on 127.0.0.1/localhost)');
  }
  if (url.username || url.password || url.hash) problem('must not contain credentials or a fragment');
  return url.toString();
});

const flagWords = z.enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'], { message: 'must be one of true/false/1/0/yes/no/on/off' });

/** A yes/no variable: true/false/1/0/yes/no/on/off, any case. */
export const flag = z.pipe(
  z.pipe(z.string().check(z.trim(), z.toLowerCase()), flagWords),
  z.transform((value: z.output<typeof flagWords>) => ['true', '1', 'yes', 'on'].includes(value)),
);

/** The product name (site and window title): 1-64 characters, no control characters. */
export const productName = z.string().check(
  z.trim(),
  z.minLength(1),
  z.maxLength(64, 'must be at most 64 characters'),
  // eslint-disable-next-line no-control-regex
  z.refine((value) => !/[\u0000-\u001f\u007f]/.test(value), 'must not contain control characters'),
);

/** An OAuth client id: printable ASCII, no spaces (it goes into the authorize URL's query). */
export const clientId = z.string().check(z.trim(), z.maxLength(256, 'must be at most 256 characters'), z.regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces'));

/** The private-use deep-link scheme (RFC 8252 §7.1), as `isPrivateUseScheme` in shared/deep-link admits it. */
export const scheme = z.string().check(
  z.trim(),
  z.maxLength(100, 'must be at most 100 characters'),
  z.regex(URL_SCHEME_PATTERN, 'must be a lower-case reverse-DNS scheme such as com.figureshop.app (RFC 8252 §7.1)'),
  z.refine((value) => !['http', 'https', 'file', 'app', 'javascript', 'data'].includes(value), 'is reserved'),
);
