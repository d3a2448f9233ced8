// Screenshots for the second finish: home, a card grid, a figure page and the notifications page, 390 and 1440 px, light and dark, en and ja.
import { chromium } from 'playwright';
const web = 'http://127.0.0.1:5173';
const api = 'http://127.0.0.1:8000';
const out = '/tmp/finish-shots';
const only = process.argv[2];
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const tokens = (await (await fetch(`${api}/api/account/login/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'collector@figureshop.test', password: 'figures-4-ever' }) })).json()) as { access_token: string; refresh_token: string };
const figure = ((await (await fetch(`${api}/api/figures/?ordering=-popularity&page_size=1&status=in_stock`)).json()) as { results: { slug: string }[] }).results[0]!.slug;
for (const language of ['en', 'ja'] as const) {
  for (const theme of ['light', 'dark'] as const) {
    await fetch(`${api}/api/account/preferences/ui/`, { method: 'PATCH', headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.access_token}` }, body: JSON.stringify({ language, theme }) });
    for (const width of [390, 1440]) {
      const name = `${language}-${theme}-${width}`;
      if (only && !name.includes(only)) continue;
      const context = await browser.newContext({ viewport: { width, height: width === 390 ? 844 : 900 }, locale: language === 'ja' ? 'ja-JP' : 'en-US' });
      const page = await context.newPage();
      await page.goto(web);
      await page.evaluate(({ access_token, refresh_token }) => {
        localStorage.setItem('auth_state', 'signedIn');
        localStorage.setItem('access_token', access_token);
        localStorage.setItem('refresh_token', refresh_token);
      }, tokens);
      for (const [page_name, path] of [['home', '/'], ['grid', '/figures?search=homura%20himura%20plush'], ['figure', `/figures/${figure}`], ['notifications', '/notifications']] as const) {
        await page.goto(`${web}${path}`);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(800);
        await page.screenshot({ path: `${out}/${page_name}-${name}.png`, fullPage: false });
      }
      await context.close();
    }
  }
}
await browser.close();
