/**
 * Public surface of the orders feature (docs/product-rules.md §Orders 2–4, §Payment 1–5): sending
 * the collector to pay (the checkout calls it after placing an order), the order page's content as
 * a chunk of its own (the app composes the page with its not-found page and the catalogue's naming
 * rule: app/pages/OrderPage.tsx), the routes and query keys. The list page loads from `./pages`.
 * Kept light: the checkout's review page imports it.
 */
export { startPayment, paymentReturnUrl, PaymentPageAddressError } from './start-payment';
export { OrderContent, loadOrderContent } from './OrderContentLazy';
export type { OrderContentProps } from './components/OrderContent';
export { ordersKeys } from './orders-queries';
// The carrier, estimate and shipment words, one source for the order page and the checkout (which shows them before the order exists).
export { daysText, methodName, shipmentHeading } from './order-words';
// How money and times of an order are written (the order page and staff's fulfilment page).
export { useOrderFormats } from './order-formats';
export { OrderStatusBadge } from './components/OrderStatusBadge';
export { useOrdersTranslation } from './strings';
// The totals of a quote or an order, said the same way by the checkout and the order page.
export { SettlementTotals, type SettlementTotalsProps } from './components/SettlementTotals';
export { LineThumbnail } from './components/LineThumbnail';
export { ORDERS_PATH, ORDER_ROUTE, orderPagePath } from './routes';
// What this feature reads through useServices(); app/services.ts composes AppServices from these.
export type { OrdersServices } from './services';
