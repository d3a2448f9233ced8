import { Subtitle2 } from '@fluentui/react-components';
import { Paper } from '@renderer/features/ui';
import { ImageUploadField } from '../ImageUploadField';
import { useProfileTranslation } from '../strings';
import { AccountSecuritySection } from './AccountSecuritySection';

/**
 * The profile page below its forms: the pictures (upload, docs/product-rules.md §Account 4) and
 * "Sign-in and security" (§Account 9–12). One chunk of its own, so the page's first JavaScript stays
 * ≤ 40 kB (§Performance 2),
 * and one piece, so neither pushes the other down when it arrives.
 * @param cardClassName the page's card style, so these cards look like the ones above
 */
export function ProfileExtras({ cardClassName }: { cardClassName: string }) {
  const { t } = useProfileTranslation();
  return (
    <>
      <Paper className={cardClassName}>
        <Subtitle2 as="h2">{t('profile.picturesHeading')}</Subtitle2>
        <ImageUploadField kind="picture" label={t('profile.picture')} />
        <ImageUploadField kind="background" label={t('profile.background')} />
      </Paper>
      <AccountSecuritySection />
    </>
  );
}
