import { Link as RouterLink } from 'react-router';
import { makeStyles } from '@fluentui/react-components';
import { Heart24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WISHLIST_PATH } from '../routes';
import { LazyTooltip, iconLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  link: iconLinkStyle,
});

/** The header's link to the wishlist page, for every visitor; named "Wishlist". */
export function WishlistLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <LazyTooltip content={t('wishlist.title')} withArrow>
      <RouterLink to={WISHLIST_PATH} className={styles.link} aria-label={t('wishlist.title')}>
        <Heart24Regular aria-hidden />
      </RouterLink>
    </LazyTooltip>
  );
}
