/**
 * Plays the system browser on the demo provider's consent page (GET /oauth/<provider>/authorize):
 * fills the account fields, presses Allow or Deny, and returns where the provider redirects, i.e.
 * the `<scheme>:/oauth/<provider>?…` callback the OS would hand to the app. Plain HTTP (Node fetch).
 */
const decode = (value: string) =>
  value.replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&amp;/g, '&');

/**
 * @param authorizeUrl what the main process opened with shell.openExternal.
 * @param identity the provider account to consent as (a new e-mail makes a new shop account).
 * @returns the redirect's Location. @throws when the page has no form or the provider does not redirect.
 */
export async function answerConsent(authorizeUrl: string, identity: { email: string; username: string }, decision: 'allow' | 'deny' = 'allow'): Promise<string> {
  const page = await fetch(authorizeUrl);
  const html = await page.text();
  const form = /<form\b[^>]*action="([^"]*)"[^>]*>([\s\S]*?)<\/form>/i.exec(html);
  if (!page.ok || !form) throw new Error(`no consent form (HTTP ${page.status}): ${html.slice(0, 300)}`);
  const fields = new URLSearchParams();
  for (const input of (form[2] ?? '').matchAll(/<input\b[^>]*type="hidden"[^>]*name="([^"]*)"[^>]*value="([^"]*)"[^>]*>/gi)) {
    fields.set(decode(input[1] ?? ''), decode(input[2] ?? ''));
  }
  fields.set('email', identity.email);
  fields.set('username', identity.username);
  fields.set('decision', decision);
  const answer = await fetch(new URL(decode(form[1] ?? ''), authorizeUrl), {
    method: 'POST',
    body: fields,
    redirect: 'manual',
  });
  const location = answer.headers.get('location');
  if (answer.status < 300 || answer.status >= 400 || !location) throw new Error(`the provider did not redirect (HTTP ${answer.status})`);
  return location;
}
