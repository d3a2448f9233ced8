import {
  Avatar,
  Badge,
  Button,
  Menu,
  MenuDivider,
  MenuGroup,
  MenuGroupHeader,
  MenuItem,
  MenuList,
  MenuPopover,
  MenuTrigger,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useNavigate } from 'react-router';
import { Person24Regular, ShieldPersonRegular, SignOut24Regular } from '@fluentui/react-icons';
import { useTranslation } from 'react-i18next';
import { PAGES } from '@shared/prerender/pages';
import { PROFILE_PATH } from '../routes';
import { useAuthState, useIsModerator, useSession } from '../session-hooks';

/** Below the header's 640 px breakpoint (app/layout/breakpoints.ts) the button shows the avatar only. */
const NARROW = '@media (max-width: 639px)';

const useStyles = makeStyles({
  trigger: { maxWidth: '260px', [NARROW]: { minWidth: 'auto', paddingInline: tokens.spacingHorizontalXS } },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap', [NARROW]: { display: 'none' } },
  badge: { marginInlineStart: tokens.spacingHorizontalS, [NARROW]: { display: 'none' } },
});

/**
 * The signed-in user's menu in the header: the uploaded profile picture (docs/product-rules.md §Shell 17; Fluent
 * Avatar falls back to the initials when there is none or it fails to load), the user's name (or
 * e-mail; hidden below 640 px, the button keeps its name "Account menu for …"), a "Moderator" badge when
 * the profile says is_moderator, "Your profile", "Your orders" (§Orders 4), "Your collection" (§Collection 4), "Moderation" for a moderator (§Moderation 1), and
 * "Sign out" (§Sessions 8). `moderationPath`: where "Moderation" leads (the moderation feature's
 * page; passed in by the app, since moderation imports auth).
 */
export function UserMenu({ moderationPath }: { moderationPath: string }) {
  const { t } = useTranslation();
  const styles = useStyles();
  const session = useSession();
  const navigate = useNavigate();
  const profile = useAuthState((state) => state.profile);
  const isModerator = useIsModerator();
  const name = profile?.username || profile?.email || t('auth.signedInAs', { name: '…' });
  const picture = profile?.profile_picture_url || undefined;


  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>
        <Button
          appearance="subtle"
          className={styles.trigger}
          icon={<Avatar size={24} name={name} color="colorful" image={picture ? { src: picture } : undefined} aria-hidden />}
          aria-label={t('auth.accountMenu', { name })}
        >
          <span className={styles.name}>{name}</span>
          {isModerator && (
            <Badge className={styles.badge} appearance="tint" color="brand">
              {t('auth.moderator')}
            </Badge>
          )}
        </Button>
      </MenuTrigger>
      <MenuPopover>
        <MenuList>
          <MenuGroup>
            <MenuGroupHeader>{t('auth.signedInAs', { name: profile?.email ?? name })}</MenuGroupHeader>
          </MenuGroup>
          <MenuDivider />
          <MenuItem icon={<Person24Regular />} onClick={() => void navigate(PROFILE_PATH)}>
            {t('auth.profile')}
          </MenuItem>
          <MenuItem onClick={() => void navigate(PAGES.orders.path)}>
            {t('auth.orders')}
          </MenuItem>
          <MenuItem onClick={() => void navigate(PAGES.collection.path)}>
            {t('auth.collection')}
          </MenuItem>
          {/* Moderator tools: only with the moderator flag (docs/product-rules.md §Moderation 1). */}
          {isModerator && (
            <MenuItem icon={<ShieldPersonRegular />} onClick={() => void navigate(moderationPath)}>
              {t('auth.moderation')}
            </MenuItem>
          )}
          <MenuItem icon={<SignOut24Regular />} onClick={session.signOut}>
            {t('auth.signOut')}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
