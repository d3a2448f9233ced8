import { makeStyles, tokens } from '@fluentui/react-components';
import { textLinkStyle } from '@renderer/features/ui';

/**
 * The card layout the account pages share, inside PageContainer size="xs" (docs/product-rules.md §Shell 10–11: xs
 * container 484 px; paper radius 8 px, the theme's borderRadiusLarge).
 */
export const useAccountPageStyles = makeStyles({
  card: {
    padding: tokens.spacingHorizontalXXL,
    borderRadius: tokens.borderRadiusLarge,
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // Router links in the theme's link colour (the browser's default blue fails contrast in dark mode).
  link: textLinkStyle,
});
