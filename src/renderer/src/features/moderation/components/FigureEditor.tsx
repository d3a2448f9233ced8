import { useState, type FormEvent } from 'react';
import {
  Body1,
  Button,
  Field,
  Input,
  MessageBar,
  MessageBarBody,
  Select,
  Spinner,
  Subtitle1,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  MODERATION_MAX_PRICE,
  MODERATION_MAX_STOCK,
  figureStatusTransitions,
  isCatalogueSlug,
  type FigureCard,
  type FigureModerationRequest,
  type FigureStatus,
} from '@shared/api';
import { figureFailureKind } from '@renderer/api/figure-failure';
import { toUserFacingError } from '@renderer/api/errors';
import { catalogueKeys } from '@renderer/features/catalogue';
import { formatPrice, localeOf, useFormat, usePreference } from '@renderer/features/preferences';
import { useToast } from '@renderer/features/toast';
import { useServices } from '@renderer/platform/services';
import { formLevelError } from '../form-errors';
import { moderationKeys } from '../moderation-queries';
import { FigureMatches } from './FigureMatches';
import { useModerationTranslation } from '../strings';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  row: { display: 'flex', alignItems: 'flex-end', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  grow: { flexGrow: 1, minWidth: '200px' },
  form: { display: 'grid', gap: tokens.spacingVerticalM, gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))' },
  actions: { gridColumn: '1 / -1', display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center' },
});

/** The editable fields as the form holds them (text, as the inputs give them). */
interface Draft {
  price: string;
  status: FigureStatus;
  stock: string;
  closes: string;
  /** YYYY-MM. */
  release: string;
}

function draftOf(figure: FigureCard): Draft {
  return {
    price: String(figure.price.amount),
    status: figure.status,
    stock: figure.stock === null ? '' : String(figure.stock),
    closes: figure.preorder_closes_at ?? '',
    release: figure.release,
  };
}

/**
 * The PATCH body for `draft` against `figure`: only what changed. Stock is sent whenever the result
 * is in stock and the status or count changed, the closing date whenever the result is a pre-order
 * and the status or date changed (the server asks for both then). Blank numbers are left
 * out, so the server's "needs a stock count" answer lands under the field. Pure.
 */
export function figureChanges(figure: FigureCard, draft: Draft): FigureModerationRequest {
  const changes: FigureModerationRequest = {};
  const price = draft.price.trim();
  if (price !== '' && Number(price) !== figure.price.amount) changes.price = Number(price);
  const statusChanged = draft.status !== figure.status;
  if (statusChanged) changes.status = draft.status;
  const stock = draft.stock.trim();
  if (draft.status === 'in_stock' && stock !== '' && (statusChanged || Number(stock) !== figure.stock)) changes.stock = Number(stock);
  if (draft.status === 'preorder' && draft.closes !== '' && (statusChanged || draft.closes !== figure.preorder_closes_at)) {
    changes.preorder_closes_at = draft.closes;
  }
  // A pre-order's release month can move (its holders are told: docs/product-rules.md §Fulfilment 1).
  if (draft.status === 'preorder' && draft.release !== '' && draft.release !== figure.release) changes.release = draft.release;
  return changes;
}

// eslint-disable-next-line max-lines-per-function -- one form: every field reads and writes the same draft and shows the same mutation's field errors; each field is already a single element
function FigureForm({ figure, onSaved }: { figure: FigureCard; onSaved: (figure: FigureCard) => void }) {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const { moderationApi } = useServices();
  const queryClient = useQueryClient();
  const toast = useToast();
  const [draft, setDraft] = useState<Draft>(() => draftOf(figure));
  const [nothing, setNothing] = useState(false);
  const save = useMutation({
    mutationFn: (changes: FigureModerationRequest) => moderationApi.updateFigure(figure.slug, changes),
    onSuccess: (answer) => {
      // Every list, shelf and detail view may show this figure's price or status.
      void queryClient.invalidateQueries({ queryKey: catalogueKeys.all });
      void queryClient.invalidateQueries({ queryKey: moderationKeys.log() });
      setDraft(draftOf(answer.figure));
      onSaved(answer.figure);
      toast.set({
        open: true,
        severity: 'success',
        title: t('moderation.figure.saved'),
        content: t('moderation.figure.savedBody', { name: answer.figure.name, count: answer.changes.length }),
      });
    },
  });
  const failure = save.error ? toUserFacingError(save.error) : null;
  const fieldError = (name: string) => failure?.fieldErrors[name]?.join(' ');
  const formError = formLevelError(failure, ['price', 'status', 'stock', 'preorder_closes_at', 'release']);
  const options: readonly FigureStatus[] = [figure.status, ...figureStatusTransitions[figure.status]];
  const update = (patch: Partial<Draft>) => {
    setNothing(false);
    setDraft((current) => ({ ...current, ...patch }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changes = figureChanges(figure, draft);
    if (Object.keys(changes).length === 0) {
      setNothing(true);
      return;
    }
    save.mutate(changes);
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="moderation-figure-heading">
      <Field
        label={t('moderation.figure.price', { currency: figure.price.currency })}
        validationMessage={fieldError('price')}
        validationState={fieldError('price') ? 'error' : 'none'}
      >
        <Input type="number" min={0} max={MODERATION_MAX_PRICE} step={1} inputMode="numeric" value={draft.price} onChange={(_, d) => update({ price: d.value })} />
      </Field>
      <Field label={t('moderation.figure.statusLabel')} validationMessage={fieldError('status')} validationState={fieldError('status') ? 'error' : 'none'}>
        <Select value={draft.status} onChange={(_, d) => update({ status: d.value as FigureStatus })}>
          {options.map((status) => (
            <option key={status} value={status}>
              {t(`moderation.status.${status}`)}
            </option>
          ))}
        </Select>
      </Field>
      <Field
        label={t('moderation.figure.stock')}
        hint={draft.status === 'in_stock' ? undefined : t('moderation.figure.stockHint')}
        validationMessage={fieldError('stock')}
        validationState={fieldError('stock') ? 'error' : 'none'}
      >
        <Input
          type="number"
          min={0}
          max={MODERATION_MAX_STOCK}
          step={1}
          inputMode="numeric"
          disabled={draft.status !== 'in_stock'}
          value={draft.status === 'in_stock' ? draft.stock : ''}
          onChange={(_, d) => update({ stock: d.value })}
        />
      </Field>
      <Field
        label={t('moderation.figure.closing')}
        hint={draft.status === 'preorder' ? undefined : t('moderation.figure.closingHint')}
        validationMessage={fieldError('preorder_closes_at')}
        validationState={fieldError('preorder_closes_at') ? 'error' : 'none'}
      >
        <Input
          type="date"
          disabled={draft.status !== 'preorder'}
          value={draft.status === 'preorder' ? draft.closes : ''}
          onChange={(_, d) => update({ closes: d.value })}
        />
      </Field>
      <Field
        label={t('moderation.figure.release')}
        hint={t('moderation.figure.releaseHint')}
        validationMessage={fieldError('release')}
        validationState={fieldError('release') ? 'error' : 'none'}
      >
        <Input type="month" disabled={draft.status !== 'preorder'} value={draft.release} onChange={(_, d) => update({ release: d.value })} />
      </Field>
      <div className={styles.actions}>
        <Button type="submit" appearance="primary" disabled={save.isPending}>
          {save.isPending ? t('moderation.figure.saving') : t('moderation.figure.save')}
        </Button>
        {nothing && <Body1 role="status">{t('moderation.figure.nothingChanged')}</Body1>}
      </div>
      {formError && (
        <MessageBar intent="error" className={styles.actions}>
          <MessageBarBody>{formError}</MessageBarBody>
        </MessageBar>
      )}
    </form>
  );
}

/**
 * The moderator's figure editor (docs/product-rules.md §Moderation): a slug finds the figure (through the catalogue
 * API, adult figures included), its price, status, stock and closing date are shown and edited,
 * Save sends only what changed (PATCH /api/moderation/figures/{slug}/). The status list holds only
 * the allowed transitions; the server's field errors show under each field.
 */
export function FigureEditor() {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const { catalogueApi } = useServices();
  const queryClient = useQueryClient();
  const language = usePreference((p) => p.ui.language);
  const display = usePreference((p) => p.currency.display_format);
  const format = useFormat();
  const [slugText, setSlugText] = useState('');
  const [slug, setSlug] = useState<string | null>(null);
  // A name to look for (not a slug): the catalogue search, typos tolerated (§Catalogue 2).
  const [wanted, setWanted] = useState<string | null>(null);
  const lookup = useQuery({
    queryKey: moderationKeys.figure(slug ?? ''),
    queryFn: () => catalogueApi.figure(slug ?? '', 'true'),
    enabled: slug !== null,
    retry: false,
    // A moderator edits the figure as it is now, not as cached minutes ago.
    staleTime: 0,
  });
  const figure = lookup.data;
  const find = (event: FormEvent) => {
    event.preventDefault();
    const text = slugText.trim();
    const fromAddress = text.replace(/^.*\/figures\//, '').replace(/\/+$/, '');
    if (!text) return;
    // A slug or a figure's address opens it; anything else is looked for by name.
    if (isCatalogueSlug(fromAddress) && (fromAddress !== text || text.includes('-'))) {
      setWanted(null);
      setSlug(fromAddress);
    } else {
      setSlug(null);
      setWanted(text);
    }
  };
  const price = figure ? formatPrice(figure.price.amount, figure.price.currency, localeOf(language), display) : '';

  return (
    <section className={styles.section} aria-labelledby="moderation-figure-heading">
      <Subtitle1 as="h2" id="moderation-figure-heading">
        {t('moderation.figure.heading')}
      </Subtitle1>
      <form className={styles.row} onSubmit={find} role="search" aria-label={t('moderation.figure.find')}>
        <Field className={styles.grow} label={t('moderation.figure.slug')} hint={t('moderation.figure.slugHint')}>
          <Input value={slugText} onChange={(_, d) => setSlugText(d.value)} autoComplete="off" spellCheck={false} />
        </Field>
        <Button type="submit">{t('moderation.figure.find')}</Button>
      </form>
      {slug !== null && lookup.isPending && <Spinner size="small" label={t('moderation.figure.loading')} />}
      {wanted !== null && (
        <FigureMatches
          search={wanted}
          onPick={(picked) => {
            setWanted(null);
            setSlug(picked);
          }}
        />
      )}
      {lookup.isError && (
        <MessageBar intent="error">
          <MessageBarBody>
            {figureFailureKind(lookup.error) === 'not-found' ? t('moderation.figure.notFound') : t('moderation.figure.loadFailed')}
          </MessageBarBody>
        </MessageBar>
      )}
      {figure && (
        <>
          <Body1 as="p" aria-live="polite">
            <strong>{figure.name}</strong> — {t('moderation.figure.current', { price, status: t(`moderation.status.${figure.status}`) })}
            {figure.stock !== null && <> · {t('moderation.figure.currentStock', { stock: figure.stock })}</>}
            {figure.preorder_closes_at && <> · {t('moderation.figure.currentClosing', { date: format.day(figure.preorder_closes_at) })}</>}
          </Body1>
          <FigureForm
            // A new figure (or a new version of it) starts a fresh form.
            key={`${figure.slug}:${figure.status}:${figure.price.amount}:${figure.stock}:${figure.preorder_closes_at}`}
            figure={figure}
            onSaved={(card) => queryClient.setQueryData(moderationKeys.figure(figure.slug), { ...figure, ...card })}
          />
        </>
      )}
    </section>
  );
}
