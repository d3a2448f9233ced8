import { tokens, type GriffelStyle } from '@fluentui/react-components';

/** The order page's own column inside the app's container (app/pages/OrderPage.tsx), spaced as PageContainer spaces a page. */
export const pageColumnStyle: GriffelStyle = { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL };
