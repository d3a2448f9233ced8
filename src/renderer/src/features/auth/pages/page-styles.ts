import { makeStyles, tokens } from '@fluentui/react-components';

/** The narrow card layout the account pages share (spec point 9: xs container 484 px, radius 8 px). */
export const useAccountPageStyles = makeStyles({
  card: {
    maxWidth: '484px',
    marginInline: 'auto',
    padding: tokens.spacingHorizontalXXL,
    borderRadius: '8px',
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalM,
  },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  // Router links in the theme's link colour (the browser's default blue fails contrast in dark mode).
  link: { color: tokens.colorBrandForegroundLink, ':hover': { color: tokens.colorBrandForegroundLinkHover } },
});
