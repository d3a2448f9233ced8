import { Body1, Divider, MessageBar, MessageBarBody, MessageBarTitle, Title3, makeStyles, tokens } from '@fluentui/react-components';
import { useIsModerator } from '@renderer/features/auth';
import { AnnouncementForm } from '../components/AnnouncementForm';
import { ChangeLog } from '../components/ChangeLog';
import { FigureEditor } from '../components/FigureEditor';
import { useModerationTranslation } from '../strings';

const useStyles = makeStyles({
  page: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXL, maxWidth: '960px', marginInline: 'auto' },
});

/**
 * The moderation page (/moderation, issue 13 point 3). Shown only when the moderator flag is true
 * (spec point 4: signed in and the profile has is_moderator); anyone else sees a short panel and no
 * form (the API refuses them anyway). A moderator gets the figure editor, the announcement form and
 * the change log.
 */
export function ModerationPage() {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const isModerator = useIsModerator();

  return (
    <section className={styles.page} aria-labelledby="moderation-title">
      <Title3 as="h1" id="moderation-title">
        {t('moderation.title')}
      </Title3>
      {isModerator ? (
        <>
          <FigureEditor />
          <Divider />
          <AnnouncementForm />
          <Divider />
          <ChangeLog />
        </>
      ) : (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('moderation.forModeratorsTitle')}</MessageBarTitle>
            <Body1>{t('moderation.forModeratorsBody')}</Body1>
          </MessageBarBody>
        </MessageBar>
      )}
    </section>
  );
}

export default ModerationPage;
