import type { ReactElement } from 'react';
import { Badge, type BadgeProps } from '@fluentui/react-components';
import { Clock12Regular, CheckmarkCircle12Regular, Heart12Regular } from '@fluentui/react-icons';
import type { CollectionState } from '@shared/api';
import { useCollectionStateTranslation } from '../state-strings';
import { useCollectionState } from '../use-collection-state';

/** Each state's look: its own icon and word as well as its colour, so it reads without colour (WCAG 1.4.1). */
const LOOKS: Record<CollectionState, Pick<BadgeProps, 'appearance' | 'color'> & { icon: ReactElement }> = {
  owned: { appearance: 'filled', color: 'success', icon: <CheckmarkCircle12Regular /> },
  ordered: { appearance: 'tint', color: 'brand', icon: <Clock12Regular /> },
  wished: { appearance: 'outline', color: 'danger', icon: <Heart12Regular /> },
};

/** A state as a badge ("Owned", "Ordered", "Wished" in the UI language), for a list that already knows it. */
export function CollectionStateBadge({ state, size = 'small' }: { state: CollectionState; size?: 'small' | 'medium' | 'large' }) {
  const { t } = useCollectionStateTranslation();
  const { icon, ...look } = LOOKS[state];
  return (
    <Badge {...look} icon={icon} size={size} data-collection-state={state}>
      {t(`collectionState.${state}`)}
    </Badge>
  );
}

/**
 * The figure's state in the collector's collection as a small badge (docs/product-rules.md
 * §Collection 4), on cards and the figure page; nothing when the figure is not in it.
 */
export function CollectionBadge({ slug, size = 'small' }: { slug: string; size?: 'small' | 'medium' | 'large' }) {
  const state = useCollectionState(slug);
  return state ? <CollectionStateBadge state={state} size={size} /> : null;
}
