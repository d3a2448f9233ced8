import { Link as RouterLink } from 'react-router';
import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { Heart24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { WISHLIST_PATH } from '../routes';

const useStyles = makeStyles({
  link: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '40px',
    height: '40px',
    borderRadius: tokens.borderRadiusMedium,
    color: tokens.colorNeutralForeground2,
    ':hover': { backgroundColor: tokens.colorSubtleBackgroundHover, color: tokens.colorNeutralForeground2Hover },
    ':focus-visible': { outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '2px' },
  },
});

/** The header's link to the wishlist page (issue 13 point 1), for every visitor; named "Wishlist". */
export function WishlistLink() {
  const { t } = useTranslation();
  const styles = useStyles();
  return (
    <Tooltip content={t('wishlist.title')} relationship="inaccessible" withArrow>
      <RouterLink to={WISHLIST_PATH} className={styles.link} aria-label={t('wishlist.title')}>
        <Heart24Regular aria-hidden />
      </RouterLink>
    </Tooltip>
  );
}
