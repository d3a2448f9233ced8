import { infiniteQueryOptions } from '@tanstack/react-query';
import { MODERATION_LOG_PAGE_SIZE } from '@shared/api';
import type { ModerationApi } from '@renderer/api/moderation';

/** Query keys of the moderation feature. */
export const moderationKeys = {
  all: ['moderation'] as const,
  log: () => [...moderationKeys.all, 'log'] as const,
  /** A figure looked up by slug for the editor (adult figures included). */
  figure: (slug: string) => [...moderationKeys.all, 'figure', slug] as const,
  /** Figures found by name for the editor (adult figures included). */
  search: (text: string) => [...moderationKeys.all, 'search', text] as const,
};

/** How many figures a name search offers the editor. */
export const MODERATION_SEARCH_RESULTS = 6;

/** GET /api/moderation/log/ page after page (1-based, newest first; `next` null ends it), for "Load more". */
export function moderationLogQuery(api: Pick<ModerationApi, 'log'>) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam }) => api.log({ page: pageParam, page_size: MODERATION_LOG_PAGE_SIZE }),
    initialPageParam: 1,
    getNextPageParam: (last, _pages, pageParam) => (last.next ? pageParam + 1 : undefined),
  });
}
