import type { TFunction } from 'i18next';
import type { CartLineNotice, CartPrice } from '@shared/api';

/** How a notice reads: a change the collector may like to know (`info`), or one they must act on (`warning`). */
export interface WordedNotice {
  tone: 'info' | 'warning';
  text: string;
}

/**
 * A line's notice in the UI language (docs/product-rules.md §Cart 5): "Price dropped from
 * ¥12,800", "Price rose from ¥12,800", "Sold out: remove it to continue" (worded by the status it
 * has now), "Only 2 can be bought now: lower the quantity". `formatPrice` writes an added price as
 * the collector reads prices. Pure.
 */
export function wordNotice(notice: CartLineNotice, formatPrice: (price: CartPrice) => string, t: TFunction): WordedNotice {
  switch (notice.kind) {
    case 'price_dropped':
      return { tone: 'info', text: t('cartPage.notice.priceDropped', { price: formatPrice(notice.was) }) };
    case 'price_rose':
      return { tone: 'info', text: t('cartPage.notice.priceRose', { price: formatPrice(notice.was) }) };
    case 'unavailable':
      return { tone: 'warning', text: t(`cartPage.notice.unavailable.${notice.status}`) };
    case 'quantity_lowered':
      return { tone: 'warning', text: t('cartPage.notice.quantityLowered', { n: notice.max }) };
  }
}
