import { Subtitle2 } from '@fluentui/react-components';
import { Paper } from '@renderer/features/ui';
import { ImageUploadField } from '../ImageUploadField';
import { useProfileTranslation } from '../strings';
import { AccountSecuritySection } from './AccountSecuritySection';

/**
 * The profile page below its forms: the pictures (upload, spec point 7) and "Sign-in and security"
 * (issue 14 item 8). One chunk of its own, so the page's first JavaScript stays ≤ 40 kB (issue 15),
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
