import { useSyncExternalStore } from 'react';
import type { AdultMode } from '@shared/api';
import { adultModeOf } from '@shared/api/catalogue-constants';
import { usePreference } from '@renderer/features/preferences';

/**
 * The content settings the catalogue obeys (docs/product-rules.md §Adult, §Currency 8): `adult` for the API from
 * content.show_nsfw, whether adult pictures are blurred (ui.blur_nsfw) and whether prices show
 * (content.show_prices). Re-renders on a change, so it applies at once. @throws outside a ServicesProvider.
 */
export function useContentSettings(): { adult: AdultMode; blur: boolean; showPrices: boolean } {
  const showNsfw = usePreference((p) => p.content.show_nsfw);
  const blur = usePreference((p) => p.ui.blur_nsfw);
  const showPrices = usePreference((p) => p.content.show_prices);
  return { adult: adultModeOf(showNsfw), blur, showPrices };
}

// Figures whose pictures the person revealed in this page session (docs/product-rules.md §Adult 6:
// blurred until the person reveals that one). Kept outside the cards, so a card the virtual grid unmounts and
// mounts again stays revealed; a reload blurs again.
const revealed = new Set<string>();
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Whether `slug`'s pictures were revealed, and the function that reveals them. */
export function useRevealed(slug: string): [boolean, () => void] {
  const shown = useSyncExternalStore(subscribe, () => revealed.has(slug), () => false);
  const reveal = () => {
    if (revealed.has(slug)) return;
    revealed.add(slug);
    for (const listener of listeners) listener();
  };
  return [shown, reveal];
}
