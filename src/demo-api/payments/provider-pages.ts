/**
 * The HTML of the demo payment provider "Figure Pay" (docs/product-rules.md §Payment 1, 3), styled as
 * a site of its own (its name, colours and font stack, a "Test mode" badge), in the visitor's language
 * (provider-text.ts). No script: plain forms. Landmarks (banner, main, contentinfo), one h1, a label
 * for every input with its autocomplete token (WHATWG HTML "autofill"), a visible focus ring, and a
 * failure message in role=alert. Everything interpolated goes through escapeHtml; a typed card number
 * is never written back into a page.
 */
import type { Language } from '../../shared/api/preferences';
import { escapeHtml } from '../http/html';
import { CARD_NAME_MAX } from './cards';
import { htmlLang, PROVIDER_NAME, providerText, type ProviderText } from './provider-text';

const STYLE = `
  :root { color-scheme: light; }
  body { margin: 0; background: #F3F1FA; color: #1E1B2E; font-family: "Segoe UI", "Helvetica Neue", Arial, "Hiragino Sans", "Noto Sans CJK SC", "Microsoft YaHei", sans-serif; font-size: 16px; line-height: 1.5; }
  header { display: flex; align-items: center; gap: 12px; padding: 12px 24px; background: #3B1F8E; color: #FFFFFF; }
  .brand { font-weight: 700; font-size: 20px; letter-spacing: 0.02em; }
  .badge { background: #FFD166; color: #1E1B2E; border-radius: 4px; padding: 2px 8px; font-size: 13px; font-weight: 600; }
  main { max-width: 440px; margin: 32px auto; padding: 24px; background: #FFFFFF; border-radius: 4px; box-shadow: 0 2px 12px rgba(30, 27, 46, 0.12); }
  h1 { font-size: 22px; margin: 0 0 4px; color: #3B1F8E; }
  .amount { font-size: 28px; font-weight: 700; margin: 8px 0 16px; }
  fieldset { border: 0; padding: 0; margin: 0; } legend { font-weight: 600; margin-bottom: 4px; }
  label { display: block; margin: 12px 0 4px; font-size: 14px; font-weight: 600; }
  input { font: inherit; width: 100%; box-sizing: border-box; padding: 8px 10px; border: 1px solid #6E6A80; border-radius: 4px; }
  input[aria-invalid="true"] { border-color: #B00020; }
  .row { display: flex; gap: 12px; } .row > div { flex: 1; }
  button { font: inherit; font-weight: 600; margin-top: 20px; width: 100%; padding: 10px 16px; border-radius: 4px; border: 2px solid #3B1F8E; background: #3B1F8E; color: #FFFFFF; cursor: pointer; }
  button.secondary { background: #FFFFFF; color: #3B1F8E; }
  a { color: #3B1F8E; }
  :focus-visible { outline: 3px solid #C45F00; outline-offset: 2px; }
  .alert { margin: 16px 0; padding: 10px 12px; border-left: 4px solid #B00020; background: #FDECEE; color: #7A0016; }
  .muted { color: #55516A; font-size: 14px; }
  footer { max-width: 440px; margin: 0 auto 32px; padding: 0 24px; color: #55516A; font-size: 13px; }
`;

/** A complete page: banner with the provider's name and the test-mode badge, `main`, and the footer. */
function htmlDocument(language: Language, t: ProviderText, title: string, main: string): string {
  return `<!doctype html>
<html lang="${htmlLang[language]}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`${title} · ${PROVIDER_NAME}`)}</title><style>${STYLE}</style></head>
<body><header><span class="brand">${PROVIDER_NAME}</span><span class="badge">${escapeHtml(t.testMode)}</span></header>
<main>${main}</main>
<footer><p>${escapeHtml(t.footer)}</p></footer></body></html>`;
}

/** ¥ amount in the page's language (JPY has no minor unit). */
export function formatJpy(amountJpy: number, language: Language): string {
  return new Intl.NumberFormat(htmlLang[language], { style: 'currency', currency: 'JPY' }).format(amountJpy);
}

/** What the pages show of a session. */
export interface SessionView {
  id: string;
  orderNumber: string;
  amountJpy: number;
  returnUrl: string;
}

function summary(t: ProviderText, session: SessionView, language: Language): string {
  return `<h1>${escapeHtml(t.payShop)}</h1>
  <p class="muted">${escapeHtml(t.order(session.orderNumber))}</p>
  <p class="amount"><span class="muted">${escapeHtml(t.amount)}:</span> ${escapeHtml(formatJpy(session.amountJpy, language))}</p>`;
}

const returnLink = (t: ProviderText, session: SessionView) => `<p><a href="${escapeHtml(session.returnUrl)}">${escapeHtml(t.returnToShop)}</a></p>`;

/** The form's state when shown again: the message, which field it is about, and the typed name. */
export interface FormState {
  message?: string;
  invalidField?: 'number' | 'expiry' | 'name';
  name?: string;
}

/** The card form of `session`, posting to `action`; `state` after a refused or failed attempt. */
export function paymentFormPage(language: Language, session: SessionView, action: string, state: FormState = {}): string {
  const t = providerText(language);
  const invalid = (field: FormState['invalidField']) => (state.invalidField === field ? ' aria-invalid="true" aria-describedby="message"' : '');
  const input = (id: string, label: string, attributes: string) =>
    `<div><label for="${id}">${escapeHtml(label)}</label><input id="${id}" name="${id}" required ${attributes}></div>`;
  const main = `${summary(t, session, language)}
  ${state.message ? `<div id="message" class="alert" role="alert">${escapeHtml(state.message)}</div>` : ''}
  <form method="post" action="${escapeHtml(action)}">
    <fieldset><legend>${escapeHtml(t.cardDetails)}</legend>
      ${input('number', t.cardNumber, `inputmode="numeric" autocomplete="cc-number" maxlength="40"${invalid('number')}`)}
      <div class="row">
        ${input('expiry', t.expiry, `autocomplete="cc-exp" placeholder="MM/YY" maxlength="10"${invalid('expiry')}`)}
        ${input('cvc', t.cvc, 'inputmode="numeric" autocomplete="cc-csc" maxlength="10"')}
      </div>
      ${input('name', t.nameOnCard, `autocomplete="cc-name" maxlength="${CARD_NAME_MAX}" value="${escapeHtml(state.name ?? '')}"${invalid('name')}`)}
    </fieldset>
    <button type="submit">${escapeHtml(t.pay(formatJpy(session.amountJpy, language)))}</button>
  </form>
  ${returnLink(t, session)}
  <section aria-labelledby="test-cards"><h2 id="test-cards" class="muted">${escapeHtml(t.testCards)}</h2>
    <ul class="muted">${t.testCardList.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul></section>`;
  return htmlDocument(language, t, t.payShop, main);
}

/** The confirmation step (3-D Secure's test page): two buttons posting `decision` to `action`. */
export function authenticatePage(language: Language, session: SessionView, action: string): string {
  const t = providerText(language);
  const main = `<h1>${escapeHtml(t.confirmTitle)}</h1>
  <p class="muted">${escapeHtml(t.order(session.orderNumber))} · ${escapeHtml(formatJpy(session.amountJpy, language))}</p>
  <p>${escapeHtml(t.confirmText)}</p>
  <form method="post" action="${escapeHtml(action)}">
    <button type="submit" name="decision" value="complete">${escapeHtml(t.completeAuthentication)}</button>
    <button type="submit" name="decision" value="fail" class="secondary">${escapeHtml(t.failAuthentication)}</button>
  </form>`;
  return htmlDocument(language, t, t.confirmTitle, main);
}

/** A page that only tells: the payment is complete, its link expired, or there is no such payment. */
export function noticePage(language: Language, kind: 'complete' | 'expired' | 'notFound', session?: SessionView): string {
  const t = providerText(language);
  const heading = kind === 'complete' ? t.complete : kind === 'expired' ? t.expired : t.notFound;
  const main = `<h1>${escapeHtml(heading)}</h1>
  ${session ? `<p class="muted">${escapeHtml(t.order(session.orderNumber))}</p>${returnLink(t, session)}` : `<p>${escapeHtml(t.notFoundText)}</p>`}`;
  return htmlDocument(language, t, heading, main);
}
