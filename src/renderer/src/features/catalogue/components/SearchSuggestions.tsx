import { useEffect, useId, useState, type RefObject } from 'react';
import { Caption1, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useFormat } from '@renderer/features/preferences';
import { useServices } from '@renderer/platform/services';
import { catalogueKeys } from '../catalogue-queries';
import { useContentSettings } from '../content-settings';
import { figurePath, useFigureName } from '../display';
import { useCatalogueTranslation } from '../strings';

/** How many names are suggested, and from how many typed characters (docs/product-rules.md §Catalogue 13). */
export const SUGGESTION_COUNT = 5;
export const SUGGESTION_MIN_CHARS = 2;
/** Quiet time after the last keystroke before asking, ms: one request per pause, not per key. */
export const SUGGESTION_DELAY_MS = 150;

const useStyles = makeStyles({
  list: {
    position: 'absolute',
    top: 'calc(100% + 4px)',
    insetInline: 0,
    zIndex: 2,
    margin: 0,
    padding: tokens.spacingVerticalXS,
    listStyleType: 'none',
    backgroundColor: tokens.colorNeutralBackground1,
    borderRadius: tokens.borderRadiusMedium,
    boxShadow: tokens.shadow16,
  },
  option: {
    display: 'flex',
    flexDirection: 'column',
    paddingBlock: tokens.spacingVerticalXS,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusSmall,
    color: tokens.colorNeutralForeground1,
    cursor: 'pointer',
    ':hover': { backgroundColor: tokens.colorNeutralBackground1Hover },
  },
  active: { backgroundColor: tokens.colorNeutralBackground1Selected, outline: `2px solid ${tokens.colorStrokeFocus2}`, outlineOffset: '-2px' },
  name: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  maker: { color: tokens.colorNeutralForeground3 },
});

/** `value` once it has not changed for `ms`. */
function useSettled(value: string, ms: number): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * Drives the combobox `input` (rendered by HeaderSearch with role combobox) for the list `listId`:
 * its controlled list, expanded state and active option, set on the element, and hands its key presses
 * to `onKey` while the list is open, and its focus and blur to `onFocusChange`.
 */
function useFieldAsCombobox(
  input: RefObject<HTMLInputElement | null>,
  listId: string,
  open: boolean,
  activeId: string | null,
  onKey: (event: KeyboardEvent) => void,
  onFocusChange: (focused: boolean) => void,
): void {
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute('aria-controls', listId);
    field.setAttribute('aria-expanded', String(open));
    if (activeId) field.setAttribute('aria-activedescendant', activeId);
    else field.removeAttribute('aria-activedescendant');
    const onKeyDown = (event: KeyboardEvent) => open && onKey(event);
    const onFocus = () => onFocusChange(true);
    const onBlur = () => onFocusChange(false);
    field.addEventListener('keydown', onKeyDown);
    field.addEventListener('focus', onFocus);
    field.addEventListener('blur', onBlur);
    return () => {
      field.removeEventListener('keydown', onKeyDown);
      field.removeEventListener('focus', onFocus);
      field.removeEventListener('blur', onBlur);
    };
  });
}

export interface SearchSuggestionsProps {
  /** The header's search field: it becomes the combobox (its ARIA state and keys are set here). */
  input: RefObject<HTMLInputElement | null>;
  /** What is typed. */
  value: string;
  /** Called after a suggestion was chosen (the header folds its narrow field). */
  onChosen: () => void;
}

/**
 * Names suggested as the collector types in the header's search (docs/product-rules.md §Catalogue 13): the
 * top 5 figures the catalogue's own search finds for what is typed (2 characters or more, asked
 * 150 ms after the last keystroke, adult figures only as the content settings allow), each with its
 * series, maker and release month, under the
 * field. The field is an ARIA 1.2 combobox with a list: ↓ and ↑ move through the names (wrapping),
 * Enter opens the one chosen (without one, Enter searches as before), Escape closes the list
 * (a second Escape is the field's own), a click opens one. Loaded when the field first gets focus,
 * so the first route carries none of it.
 */
export function SearchSuggestions({ input, value, onChosen }: SearchSuggestionsProps) {
  const styles = useStyles();
  const { t } = useCatalogueTranslation();
  const listId = useId();
  const navigate = useNavigate();
  const nameOf = useFigureName();
  const format = useFormat();
  const { adult } = useContentSettings();
  const { catalogueApi } = useServices();
  const typed = useSettled(value.trim(), SUGGESTION_DELAY_MS);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState<string | null>(null);
  const [focused, setFocused] = useState(() => document.activeElement === input.current);
  const query = { search: typed, adult, page_size: String(SUGGESTION_COUNT) };
  const found = useQuery({
    queryKey: [...catalogueKeys.all, 'suggestions', query] as const,
    queryFn: () => catalogueApi.list(query),
    enabled: typed.length >= SUGGESTION_MIN_CHARS,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });
  const figures = typed.length >= SUGGESTION_MIN_CHARS && value.trim() === typed ? (found.data?.results.slice(0, SUGGESTION_COUNT) ?? []) : [];
  const open = focused && figures.length > 0 && dismissed !== value;
  const optionId = (index: number) => `${listId}-${index}`;

  // A new list starts with nothing chosen.
  useEffect(() => setActive(-1), [typed, found.data]);

  const choose = (slug: string) => {
    setDismissed(value);
    onChosen();
    void navigate(figurePath(slug));
  };

  useFieldAsCombobox(input, listId, open, open && active >= 0 ? optionId(active) : null, (event) => {
    const step = event.key === 'ArrowDown' ? 1 : event.key === 'ArrowUp' ? -1 : 0;
    if (step !== 0) {
      event.preventDefault();
      const n = figures.length;
      setActive((current) => (step > 0 ? (current + 1) % n : current <= 0 ? n - 1 : current - 1));
    } else if (event.key === 'Enter' && active >= 0) {
      event.preventDefault();
      choose(figures[active]!.slug);
    } else if (event.key === 'Escape') {
      // Only the list closes; the narrow field's own Escape waits for the next one.
      event.stopPropagation();
      setDismissed(value);
    }
  }, setFocused);

  if (!open) return <ul id={listId} role="listbox" aria-label={t('catalogue.suggestions')} hidden />;
  return (
    <ul id={listId} role="listbox" aria-label={t('catalogue.suggestions')} className={styles.list}>
      {figures.map((figure, index) => (
        <li
          key={figure.slug}
          id={optionId(index)}
          role="option"
          aria-selected={index === active}
          className={mergeClasses(styles.option, index === active && styles.active)}
          // The field keeps focus (a mouse press would blur it and close the list before the click).
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => choose(figure.slug)}
        >
          <span className={styles.name}>{nameOf(figure)}</span>
          {/* As on a card: what tells same-named figures apart. */}
          <Caption1 className={styles.maker}>{[figure.series?.name, figure.manufacturer.name, format.month(figure.release)].filter(Boolean).join(' · ')}</Caption1>
        </li>
      ))}
    </ul>
  );
}
