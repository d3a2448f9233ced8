import { useTranslationWithEnglish } from '@renderer/platform/lazy-strings';
import stateWords from '../../locales/en/collectionState.json';

/** `useTranslation()` with the state words alone, for the badge on every card: the catalogue's pages carry these, not the whole collection's strings. */
export const useCollectionStateTranslation = () => useTranslationWithEnglish('collectionState', stateWords);
