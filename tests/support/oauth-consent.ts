/**
 * Plays the system browser on the demo provider's consent page (GET /oauth/<provider>/authorize on
 * the demo API, src/demo-api/auth/oauth-provider.ts): reads the form, optionally changes the
 * provider account it consents as, presses "Allow" or "Deny" and returns where the provider
 * redirects, i.e. the callback (`<scheme>:/oauth/<provider>?code=…&state=…` for the desktop app)
 * the OS would hand to the app. Plain HTTP, so no browser is needed.
 */
import type { APIRequestContext } from '@playwright/test';

const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

function attributes(tag: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const match of tag.matchAll(/([a-zA-Z_:-]+)\s*=\s*"([^"]*)"/g)) attrs[match[1]!.toLowerCase()] = decode(match[2]!);
  return attrs;
}

/**
 * @param request the HTTP client (Playwright's `request` fixture or `request.newContext()`).
 * @param authorizeUrl the URL the app opened with shell.openExternal.
 * @param button the button's visible text, "Allow" or "Deny".
 * @param identity the provider account to consent as (a new e-mail makes a new shop account);
 *   without it, the one the page proposes.
 * @returns the Location of the provider's redirect.
 * @throws when the page has no form with that button or the provider does not redirect.
 */
export async function answerConsent(
  request: APIRequestContext,
  authorizeUrl: string,
  button: 'Allow' | 'Deny' = 'Allow',
  identity?: { email: string; username: string },
): Promise<string> {
  const page = await request.get(authorizeUrl);
  const html = await page.text();
  if (!page.ok()) throw new Error(`consent page answered ${page.status()}: ${html.slice(0, 300)}`);
  const form = /<form\b([^>]*)>([\s\S]*?)<\/form>/i.exec(html);
  if (!form) throw new Error(`no form on the consent page: ${html.slice(0, 300)}`);
  const formAttrs = attributes(form[1]!);
  const fields: Record<string, string> = {};
  for (const input of form[2]!.matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = attributes(input[1]!);
    if (attrs.name) fields[attrs.name] = attrs.value ?? '';
  }
  if (identity) Object.assign(fields, { email: identity.email, username: identity.username });
  const pressed = [...form[2]!.matchAll(/<button\b([^>]*)>([\s\S]*?)<\/button>/gi)].find((b) => b[2]!.replace(/<[^>]+>/g, '').trim() === button);
  if (!pressed) throw new Error(`no "${button}" button on the consent page`);
  const buttonAttrs = attributes(pressed[1]!);
  if (buttonAttrs.name) fields[buttonAttrs.name] = buttonAttrs.value ?? '';
  const action = new URL(formAttrs.action ?? '', authorizeUrl).toString();
  const method = (formAttrs.method ?? 'get').toLowerCase();
  const response =
    method === 'post'
      ? await request.post(action, { form: fields, maxRedirects: 0 })
      : await request.get(`${action}?${new URLSearchParams(fields).toString()}`, { maxRedirects: 0 });
  const location = response.headers()['location'];
  if (response.status() < 300 || response.status() >= 400 || !location) {
    throw new Error(`the provider did not redirect (status ${response.status()}): ${(await response.text()).slice(0, 300)}`);
  }
  return location;
}
