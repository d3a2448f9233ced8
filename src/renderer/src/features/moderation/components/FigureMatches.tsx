import { Body1, Button, MessageBar, MessageBarBody, Spinner, makeStyles, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useServices } from '@renderer/platform/services';
import { MODERATION_SEARCH_RESULTS, moderationKeys } from '../moderation-queries';
import { useModerationTranslation } from '../strings';

const useStyles = makeStyles({
  matches: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  match: { justifyContent: 'flex-start', textAlign: 'start', height: 'auto', paddingBlock: tokens.spacingVerticalXS },
});

/**
 * The figures a moderator's `search` finds (docs/product-rules.md §Moderation 1): the catalogue search, typos
 * tolerated and adult figures included, the first MODERATION_SEARCH_RESULTS offered by name, maker
 * and slug; `onPick` gets the slug of the one chosen. Loading, an error, or "no figure matches".
 */
export function FigureMatches({ search, onPick }: { search: string; onPick: (slug: string) => void }) {
  const { t } = useModerationTranslation();
  const styles = useStyles();
  const { catalogueApi } = useServices();
  const matches = useQuery({
    queryKey: moderationKeys.search(search),
    queryFn: () => catalogueApi.list({ search, adult: 'true', page_size: String(MODERATION_SEARCH_RESULTS) }),
    retry: false,
  });
  if (matches.isPending) return <Spinner size="small" label={t('moderation.figure.searching')} />;
  if (matches.isError) {
    return (
      <MessageBar intent="error">
        <MessageBarBody>{t('moderation.figure.loadFailed')}</MessageBarBody>
      </MessageBar>
    );
  }
  const { results, count, corrected_search: corrected } = matches.data;
  return (
    <div role="region" aria-label={t('moderation.figure.matchesFor', { search })} aria-live="polite">
      <Body1 as="p">
        {results.length === 0 ? t('moderation.figure.noMatches', { search }) : corrected ? t('moderation.figure.matchesCorrected', { corrected }) : t('moderation.figure.matches', { count })}
      </Body1>
      <ul className={styles.matches}>
        {results.map((match) => (
          <li key={match.slug}>
            <Button appearance="subtle" className={styles.match} onClick={() => onPick(match.slug)}>
              {t('moderation.figure.editMatch', { name: match.name, maker: match.manufacturer.name, slug: match.slug })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
