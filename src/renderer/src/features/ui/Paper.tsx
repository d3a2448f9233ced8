import type { HTMLAttributes } from 'react';
import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';

const useStyles = makeStyles({
  // Fluent's Card size="large" (filled): 16 px padding and gap, the theme's paper radius (8 px,
  // docs/product-rules.md §Shell 11), shadow4 on the neutral background.
  paper: {
    display: 'flex',
    flexDirection: 'column',
    position: 'relative',
    overflow: 'hidden',
    boxSizing: 'border-box',
    padding: '16px',
    gap: '16px',
    borderRadius: tokens.borderRadiusLarge,
    color: tokens.colorNeutralForeground1,
    backgroundColor: tokens.colorNeutralBackground1,
    boxShadow: tokens.shadow4,
  },
  // Card's CardPreview: flush with the top and sides of the paper.
  preview: { marginTop: '-16px', marginInline: '-16px', position: 'relative' },
});

/**
 * A static "paper" surface (docs/product-rules.md §Shell 11), styled as Fluent's Card size="large". Card brings
 * focus management (tabster, about 19 kB gzip) that non-interactive content on the first screen
 * does not need (the first-route budget, §Performance 1); use Card for interactive cards.
 */
export function Paper({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.paper, className)} />;
}

/** Content flush with the paper's top and sides (a picture), like Card's CardPreview. */
export function PaperPreview({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  const styles = useStyles();
  return <div {...props} className={mergeClasses(styles.preview, className)} />;
}
