import { useId, useRef, useState, type ChangeEvent } from 'react';
import { Button, Field, ProgressBar, makeStyles, tokens } from '@fluentui/react-components';
import { useMutation } from '@tanstack/react-query';
import { UPLOAD_ALLOWED_MIME_TYPES, UPLOAD_MAX_BYTES, type UploadKind } from '@shared/api';
import { uploadPaths } from '@renderer/api/account';
import { useAccountApi, useSession } from '@renderer/features/auth';
import { useToast } from '@renderer/features/toast';
import { uploadErrorToast } from './upload-error';
import { useProfileTranslation } from './strings';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  hidden: { display: 'none' },
  progress: { minWidth: '200px', flexGrow: 1 },
});

/**
 * Picks an image and uploads it (PUT multipart, docs/product-rules.md §Account 4–5) with a progress bar in percent.
 * The file's type and size (PNG, JPEG, WebP, GIF up to 5 MB) are checked here before sending; the
 * server checks the bytes again. A failed upload raises the error toast of §Account 6.
 */
export function ImageUploadField({ kind, label }: { kind: UploadKind; label: string }) {
  const { t } = useProfileTranslation();
  const styles = useStyles();
  const account = useAccountApi();
  const session = useSession();
  const toast = useToast();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [percent, setPercent] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const upload = useMutation({
    mutationFn: (file: File) => account.upload(kind, file, setPercent),
    onSuccess: (profile) => {
      session.profileChanged(profile);
      toast.set({ open: true, severity: 'success', title: t('profile.uploaded') });
    },
    onError: (error) => toast.set(uploadErrorToast(error, uploadPaths[kind])),
    onSettled: () => setPercent(null),
  });

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (!(UPLOAD_ALLOWED_MIME_TYPES as readonly string[]).includes(file.type)) return setProblem(t('profile.wrongType'));
    if (file.size > UPLOAD_MAX_BYTES) return setProblem(t('profile.tooLarge', { megabytes: UPLOAD_MAX_BYTES / 1024 / 1024 }));
    setProblem(null);
    setPercent(0);
    upload.mutate(file);
  };

  return (
    <Field label={label} validationMessage={problem} hint={t('profile.uploadHint')}>
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={styles.hidden}
          type="file"
          accept={UPLOAD_ALLOWED_MIME_TYPES.join(',')}
          onChange={choose}
          aria-label={label}
        />
        <Button onClick={() => input.current?.click()} disabled={upload.isPending}>
          {t(`profile.choose.${kind}`)}
        </Button>
        {percent !== null && (
          <Field className={styles.progress} validationMessage={t('profile.uploadProgress', { percent })} validationState="none">
            <ProgressBar value={percent / 100} aria-label={t('profile.uploadProgressLabel', { what: label })} />
          </Field>
        )}
      </div>
    </Field>
  );
}
