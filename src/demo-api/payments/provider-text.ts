/**
 * Every text of the demo payment provider's pages (docs/product-rules.md §Payment 1, 3; §Locales 1)
 * in en, ja and zh, chosen from Accept-Language (English by default), and the failure messages the
 * webhook carries (in English, as a provider's API answers; the app words them from the code).
 */
import { languages, type Language } from '../../shared/api/preferences';
import type { PaymentFailureCode } from '../../shared/api/orders';
import { parseAcceptLanguage } from '../rates/region';

/** The provider's own name: a separate site from the shop. */
export const PROVIDER_NAME = 'Figure Pay';

export interface ProviderText {
  testMode: string;
  payShop: string;
  order: (number: string) => string;
  amount: string;
  cardDetails: string;
  cardNumber: string;
  expiry: string;
  cvc: string;
  nameOnCard: string;
  pay: (amount: string) => string;
  returnToShop: string;
  testCards: string;
  testCardList: readonly string[];
  footer: string;
  invalid: Record<'number' | 'expiry' | 'name', string>;
  failure: Record<PaymentFailureCode, string>;
  complete: string;
  expired: string;
  notFound: string;
  notFoundText: string;
  confirmTitle: string;
  confirmText: string;
  completeAuthentication: string;
  failAuthentication: string;
}

const en: ProviderText = {
  testMode: 'Test mode',
  payShop: 'Pay Figure Shop',
  order: (number) => `Order ${number}`,
  amount: 'Amount',
  cardDetails: 'Card details',
  cardNumber: 'Card number',
  expiry: 'Expiry (MM/YY)',
  cvc: 'CVC',
  nameOnCard: 'Name on card',
  pay: (amount) => `Pay ${amount}`,
  returnToShop: 'Return to Figure Shop',
  testCards: 'Test cards',
  testCardList: [
    '4242 4242 4242 4242: pays',
    '4000 0000 0000 0002: declined',
    '4000 0000 0000 9995: insufficient funds',
    '4000 0027 6000 3184: asks for confirmation',
    'Any future expiry date and any 3-digit CVC.',
  ],
  footer: 'Figure Pay is the stand-in payment provider of the Figure Shop demo. No money moves.',
  invalid: {
    number: 'Your card number is invalid.',
    expiry: "Your card's expiry date is incomplete. Use MM/YY.",
    name: 'Enter the name on the card (at most 100 characters).',
  },
  failure: {
    card_declined: 'Your card was declined.',
    insufficient_funds: 'Your card has insufficient funds.',
    authentication_failed: 'We could not authenticate your payment method.',
    expired_card: 'Your card has expired.',
    incorrect_cvc: "Your card's security code is incorrect.",
  },
  complete: 'This payment is complete.',
  expired: 'This payment link has expired.',
  notFound: 'Payment not found',
  notFoundText: 'There is no payment at this address.',
  confirmTitle: 'Confirm this payment',
  confirmText: 'This test page stands in for your bank asking you to confirm the payment (3-D Secure).',
  completeAuthentication: 'Complete authentication',
  failAuthentication: 'Fail authentication',
};

const ja: ProviderText = {
  testMode: 'テストモード',
  payShop: 'Figure Shop へのお支払い',
  order: (number) => `注文 ${number}`,
  amount: '金額',
  cardDetails: 'カード情報',
  cardNumber: 'カード番号',
  expiry: '有効期限（MM/YY）',
  cvc: 'セキュリティコード（CVC）',
  nameOnCard: 'カード名義',
  pay: (amount) => `${amount} を支払う`,
  returnToShop: 'Figure Shop に戻る',
  testCards: 'テストカード',
  testCardList: [
    '4242 4242 4242 4242：支払い成功',
    '4000 0000 0000 0002：カード拒否',
    '4000 0000 0000 9995：残高不足',
    '4000 0027 6000 3184：本人確認あり',
    '有効期限は未来の日付、CVC は任意の 3 桁。',
  ],
  footer: 'Figure Pay は Figure Shop デモ用の模擬決済サービスです。実際のお金は動きません。',
  invalid: {
    number: 'カード番号が無効です。',
    expiry: '有効期限が不完全です。MM/YY の形式で入力してください。',
    name: 'カード名義を入力してください（100 文字以内）。',
  },
  failure: {
    card_declined: 'カードが拒否されました。',
    insufficient_funds: 'カードの残高が不足しています。',
    authentication_failed: 'お支払い方法の本人確認ができませんでした。',
    expired_card: 'カードの有効期限が切れています。',
    incorrect_cvc: 'カードのセキュリティコードが正しくありません。',
  },
  complete: 'このお支払いは完了しています。',
  expired: 'この支払いリンクは有効期限切れです。',
  notFound: 'お支払いが見つかりません',
  notFoundText: 'このアドレスにはお支払いがありません。',
  confirmTitle: 'このお支払いを確認',
  confirmText: 'このテストページは、カード会社によるお支払いの確認（3-D セキュア）の代わりです。',
  completeAuthentication: '認証を完了する',
  failAuthentication: '認証を失敗させる',
};

const zh: ProviderText = {
  testMode: '测试模式',
  payShop: '向 Figure Shop 付款',
  order: (number) => `订单 ${number}`,
  amount: '金额',
  cardDetails: '银行卡信息',
  cardNumber: '卡号',
  expiry: '有效期（MM/YY）',
  cvc: '安全码（CVC）',
  nameOnCard: '持卡人姓名',
  pay: (amount) => `支付 ${amount}`,
  returnToShop: '返回 Figure Shop',
  testCards: '测试卡',
  testCardList: [
    '4242 4242 4242 4242：付款成功',
    '4000 0000 0000 0002：被拒绝',
    '4000 0000 0000 9995：余额不足',
    '4000 0027 6000 3184：需要验证',
    '任意未来的有效期和任意 3 位安全码。',
  ],
  footer: 'Figure Pay 是 Figure Shop 演示版的模拟支付服务，不会产生真实扣款。',
  invalid: {
    number: '您的卡号无效。',
    expiry: '您的卡有效期不完整。请使用 MM/YY 格式。',
    name: '请输入持卡人姓名（不超过 100 个字符）。',
  },
  failure: {
    card_declined: '您的卡被拒绝。',
    insufficient_funds: '您的卡余额不足。',
    authentication_failed: '我们无法验证您的付款方式。',
    expired_card: '您的卡已过期。',
    incorrect_cvc: '您的卡安全码不正确。',
  },
  complete: '此笔付款已完成。',
  expired: '此付款链接已过期。',
  notFound: '找不到付款',
  notFoundText: '此地址没有付款。',
  confirmTitle: '确认此笔付款',
  confirmText: '此测试页面代替您的银行要求确认付款（3-D Secure）。',
  completeAuthentication: '完成验证',
  failAuthentication: '验证失败',
};

const texts: Readonly<Record<Language, ProviderText>> = { en, ja, zh };

/** The BCP 47 tag each page language is formatted with (`<html lang>` and Intl). */
export const htmlLang: Readonly<Record<Language, string>> = { en: 'en', ja: 'ja', zh: 'zh-Hans' };

/** The first of the shop's languages Accept-Language names (by quality, "ja-JP" counts as ja), else en. */
export function pageLanguage(acceptLanguage: string | undefined): Language {
  for (const tag of parseAcceptLanguage(acceptLanguage)) {
    let language: string;
    try {
      language = new Intl.Locale(tag).language;
    } catch {
      continue;
    }
    const known = languages.find((candidate) => candidate === language);
    if (known) return known;
  }
  return 'en';
}

/** The pages' texts in `language`. */
export function providerText(language: Language): ProviderText {
  return texts[language];
}

/** The English message of a failure code, as the `payment.failed` webhook carries it. */
export function failureMessage(code: PaymentFailureCode): string {
  return en.failure[code];
}
