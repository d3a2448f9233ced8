import { create } from 'zustand';

interface WebInviteState {
  /** The Discord invite to offer after a web Discord sign-in that asks for it (docs/product-rules.md §Sign-in 10), or null. */
  inviteUrl: string | null;
  offer(inviteUrl: string): void;
  dismiss(): void;
}

/**
 * The Discord invite of a web social sign-in, as app-wide state: the callback page hands it over and
 * navigates to the page where the sign-in started, and the invite shows over that page (docs/product-rules.md
 * §Sign-in 11) from beside the header's account controls (SocialInvite).
 */
export const useWebInvite = create<WebInviteState>()((set) => ({
  inviteUrl: null,
  offer: (inviteUrl) => set({ inviteUrl }),
  dismiss: () => set({ inviteUrl: null }),
}));
