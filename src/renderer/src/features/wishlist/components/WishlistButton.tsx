import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Heart20Filled, Heart20Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { LazyTooltip, pressedSubtleStyle } from '@renderer/features/ui';
import { useWishlist } from '../wishlist-hooks';

const useStyles = makeStyles({
  wished: { color: tokens.colorPaletteRedForeground1 },
  // A Button with aria-pressed in ToggleButton's pressed look (shared-styles.ts pressedSubtleStyle).
  pressed: pressedSubtleStyle,
});

export interface WishlistButtonProps {
  slug: string;
  /** The figure's name as shown (in the UI language), for the accessible name. */
  name: string;
  size?: 'small' | 'medium' | 'large';
  className?: string;
}

/**
 * The heart of a figure (docs/product-rules.md §Wishlist 1), on every card and figure page: a toggle button,
 * `aria-pressed` when wished, named "Add <name> to wishlist" / "Remove <name> from wishlist".
 * Disabled until the signed-in user's list is known. @throws outside a ServicesProvider.
 */
export function WishlistButton({ slug, name, size = 'medium', className }: WishlistButtonProps) {
  const { t } = useTranslation();
  const styles = useStyles();
  const wishlist = useWishlist();
  const wished = wishlist.isWished(slug);
  const label = wished ? t('wishlist.remove', { name }) : t('wishlist.add', { name });
  return (
    <LazyTooltip content={label} withArrow>
      <Button
        className={mergeClasses(className, wished && styles.pressed)}
        size={size}
        shape="circular"
        appearance="subtle"
        aria-pressed={wished}
        aria-label={label}
        disabledFocusable={!wishlist.ready}
        icon={wished ? <Heart20Filled className={styles.wished} /> : <Heart20Regular />}
        onClick={() => wishlist.setWished(slug, !wished)}
      />
    </LazyTooltip>
  );
}
