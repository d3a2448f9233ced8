import { useState, type FormEvent } from 'react';
import { Body1, Button, Field, Input, MessageBar, MessageBarBody, Subtitle1, Textarea, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ANNOUNCEMENT_BODY_MAX, ANNOUNCEMENT_TITLE_MAX, type AnnouncementRequest } from '@shared/api';
import { toUserFacingError } from '@renderer/api/errors';
import { useToast } from '@renderer/features/toast';
import { useServices } from '@renderer/platform/services';
import { formLevelError } from '../form-errors';
import { moderationKeys } from '../moderation-queries';
import { useModerationTranslation } from '../strings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS },
});

/**
 * The announcement form (docs/product-rules.md §Moderation): a title (≤ ANNOUNCEMENT_TITLE_MAX characters) and a
 * body (≤ ANNOUNCEMENT_BODY_MAX) with counters; Send posts it to every user's notifications and
 * toasts how many it reached. The server's field errors show under each field.
 */
export function AnnouncementForm() {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const { moderationApi } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [title, setTitle] = useState('');
  const [body, setBody] = useState('');
  const send = useMutation({
    mutationFn: (request: AnnouncementRequest) => moderationApi.announce(request),
    onSuccess: (answer) => {
      setTitle('');
      setBody('');
      void queryClient.invalidateQueries({ queryKey: moderationKeys.log() });
      toast.set({ open: true, severity: 'success', title: t('moderation.announcement.sent'), content: t('moderation.announcement.sentBody', { count: answer.recipients }) });
    },
  });
  const failure = send.error ? toUserFacingError(send.error) : null;
  const fieldError = (name: string) => failure?.fieldErrors[name]?.join(' ');
  const formError = formLevelError(failure, ['title', 'body']);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    send.mutate({ title, body });
  };

  return (
    <section className={styles.section} aria-labelledby="moderation-announcement-heading">
      <Subtitle1 as="h2" id="moderation-announcement-heading">
        {t('moderation.announcement.heading')}
      </Subtitle1>
      <Body1>{t('moderation.announcement.intro')}</Body1>
      <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="moderation-announcement-heading">
        <Field
          label={t('moderation.announcement.titleLabel')}
          hint={t('moderation.announcement.counter', { count: title.length, max: ANNOUNCEMENT_TITLE_MAX })}
          validationMessage={fieldError('title')}
          validationState={fieldError('title') ? 'error' : 'none'}
          required
        >
          <Input value={title} maxLength={ANNOUNCEMENT_TITLE_MAX} onChange={(_, d) => setTitle(d.value)} />
        </Field>
        <Field
          label={t('moderation.announcement.bodyLabel')}
          hint={t('moderation.announcement.counter', { count: body.length, max: ANNOUNCEMENT_BODY_MAX })}
          validationMessage={fieldError('body')}
          validationState={fieldError('body') ? 'error' : 'none'}
          required
        >
          <Textarea value={body} maxLength={ANNOUNCEMENT_BODY_MAX} resize="vertical" rows={4} onChange={(_, d) => setBody(d.value)} />
        </Field>
        <div className={styles.actions}>
          <Button type="submit" appearance="primary" disabled={send.isPending}>
            {send.isPending ? t('moderation.announcement.sending') : t('moderation.announcement.send')}
          </Button>
        </div>
        {formError && (
          <MessageBar intent="error">
            <MessageBarBody>{formError}</MessageBarBody>
          </MessageBar>
        )}
      </form>
    </section>
  );
}
