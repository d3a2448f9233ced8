import { useEffect, useLayoutEffect, useRef, useState, type ComponentType } from 'react';
import { Button, makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { Dismiss24Regular, Search20Regular, Search24Regular } from '@fluentui/react-icons';
import { useLocation, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { CATALOGUE_SEARCH_MAX_LENGTH } from '@shared/api';
import { LazyTooltip } from '@renderer/features/ui';
import { cataloguePath } from '../display';
import { useMediaQuery } from '../use-media-query';
import type { SearchSuggestionsProps } from './SearchSuggestions';

/** Below this width the field hides behind an icon button (docs/product-rules.md §Shell 13). */
const NARROW_QUERY = '(max-width: 639.98px)';
const WIDE_QUERY = '(min-width: 640px)';

const useStyles = makeStyles({
  narrowOnly: { [`@media ${WIDE_QUERY}`]: { display: 'none' } },
  wideOnly: { [`@media ${NARROW_QUERY}`]: { display: 'none' } },
  form: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, flexGrow: 1, minWidth: 0, maxWidth: '420px' },
  // Narrow: the open field lies over the header's own row and its icon button (the header is
  // position: relative), so the header stays one row (docs/product-rules.md §Shell 13).
  open: {
    position: 'absolute',
    inset: 0,
    zIndex: 1,
    maxWidth: 'none',
    paddingInline: tokens.spacingHorizontalL,
    backgroundColor: tokens.colorNeutralBackground1,
  },
  // Drawn as Fluent's SearchBox (outline appearance, medium) on a native <input type="search">:
  // Fluent's Input and SearchBox would add about 5 kB gzip to the first route (docs/product-rules.md §Performance 1).
  field: {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    flexGrow: 1,
    minWidth: 0,
    height: '32px',
    boxSizing: 'border-box',
    paddingInline: tokens.spacingHorizontalS,
    gap: tokens.spacingHorizontalXXS,
    borderRadius: tokens.borderRadiusMedium,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke1}`,
    borderBottomColor: tokens.colorNeutralStrokeAccessible,
    backgroundColor: tokens.colorNeutralBackground1,
    color: tokens.colorNeutralForeground3,
    ':hover': {
      borderTopColor: tokens.colorNeutralStroke1Hover,
      borderInlineColor: tokens.colorNeutralStroke1Hover,
      borderBottomColor: tokens.colorNeutralStrokeAccessibleHover,
    },
    // Fluent's focus mark: the brand underline.
    ':focus-within': { borderBottomColor: tokens.colorCompoundBrandStroke, boxShadow: `inset 0 -1px 0 0 ${tokens.colorCompoundBrandStroke}` },
  },
  input: {
    flexGrow: 1,
    minWidth: 0,
    height: '100%',
    border: 'none',
    outline: 'none',
    padding: 0,
    backgroundColor: 'transparent',
    color: tokens.colorNeutralForeground1,
    fontFamily: tokens.fontFamilyBase,
    fontSize: tokens.fontSizeBase300,
    '::placeholder': { color: tokens.colorNeutralForeground4, opacity: 1 },
  },
});

/** A combobox from the start (its list loads on focus: SearchSuggestions), so its role never changes under a screen reader. */
const COMBOBOX = { role: 'combobox', 'aria-autocomplete': 'list', 'aria-expanded': false } as const;

/** The suggestions' component once loaded (null before), and the function that loads it: on the field's first focus, never on the first route (docs/product-rules.md §Performance 1). */
function useLazySuggestions(): [ComponentType<SearchSuggestionsProps> | null, () => void] {
  const [Suggestions, setSuggestions] = useState<ComponentType<SearchSuggestionsProps> | null>(null);
  const load = () => {
    if (!Suggestions) void import('./SearchSuggestions').then((module) => setSuggestions(() => module.SearchSuggestions));
  };
  return [Suggestions, load];
}

/**
 * The header's figure search (every page: docs/product-rules.md §Catalogue 13): Enter opens `/figures?search=…` (the
 * catalogue's other choices are kept when already on it). On narrow screens (< 640 px) one tap on
 * the icon button opens the field over the header row with focus in it (§Shell 13); Escape
 * or the close button hides it and returns focus to the icon, and so does focus leaving it.
 * Follows the URL's `search` on /figures; suggests names as the collector types (SearchSuggestions,
 * loaded on first focus). The header must be `position: relative`.
 */
export function HeaderSearch() {
  const styles = useStyles();
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  // The narrow layout is CSS (the pre-rendered header is the same at every width, so nothing shifts: docs/product-rules.md §Performance 4);
  // the field opened on a narrow screen closes if the window grows past it.
  const narrow = useMediaQuery(NARROW_QUERY);
  const onCatalogue = location.pathname === '/figures';
  const current = onCatalogue ? new URLSearchParams(location.search) : new URLSearchParams();
  const urlSearch = (current.get('search') ?? '').trim();
  const [value, setValue] = useState(urlSearch);
  const [open, setOpen] = useState(false);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [Suggestions, loadSuggestions] = useLazySuggestions();

  // Back/forward and links change the URL's search: the field shows it.
  useEffect(() => setValue(urlSearch), [urlSearch]);
  // prettier-ignore
  useEffect(() => { if (!narrow) setOpen(false); }, [narrow]);
  // Opened: the field is shown (it was display: none), with focus in it.
  useLayoutEffect(() => {
    if (open) inputRef.current?.focus();
  }, [open]);

  const submit = () => {
    // On /figures the other choices stay (the page reads them through its URL state); elsewhere a
    // new search starts from nothing. The search goes first, as the page itself writes it.
    const next = new URLSearchParams();
    if (value.trim()) next.set('search', value.trim());
    for (const [name, item] of current) if (name !== 'search') next.append(name, item);
    void navigate(cataloguePath(next.toString()));
  };

  /**
   * Folds the narrow field. Focus goes back to its icon (Escape), or to the results after a search:
   * on the icon, its tooltip would show on a phone and stay over them (no pointer leaves a touch screen).
   */
  const close = (focus: 'icon' | 'results' = 'icon') => {
    setOpen(false);
    if (focus === 'icon') toggleRef.current?.focus();
    else document.getElementById('main')?.focus({ preventScroll: true });
  };
  return (
    <>
      {/* Named by aria-label, as Fluent's Tooltip with relationship "label" named it. */}
      <LazyTooltip content={t('search.label')} withArrow>
        <Button
          ref={toggleRef}
          className={styles.narrowOnly}
          appearance="subtle"
          icon={<Search24Regular />}
          onClick={() => setOpen(true)}
          aria-label={t('search.label')}
          aria-expanded={open}
        />
      </LazyTooltip>
      <form
        role="search"
        className={mergeClasses(styles.form, open ? styles.open : styles.wideOnly)}
        onBlur={(event) => {
          // Focus left the field and its close button (a tap elsewhere, Tab away): fold it away
          // without taking focus back.
          if (open && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
        }}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
          // Narrow: the results are the page; the field folds back to its icon.
          if (open) close('results');
        }}
      >
        <div className={styles.field}>
          <Search20Regular aria-hidden />
          <input
            ref={inputRef}
            type="search"
            className={styles.input}
            value={value}
            maxLength={CATALOGUE_SEARCH_MAX_LENGTH}
            onChange={(event) => setValue(event.target.value)}
            onKeyDown={(event) => event.key === 'Escape' && open && close()}
            onFocus={loadSuggestions}
            placeholder={t('search.placeholder')}
            aria-label={t('search.label')}
            {...COMBOBOX}
            enterKeyHint="search"
          />
          {Suggestions && <Suggestions input={inputRef} value={value} onChosen={() => open && close('results')} />}
        </div>
        {open && <Button appearance="subtle" icon={<Dismiss24Regular />} aria-label={t('search.close')} onClick={() => close()} />}
      </form>
    </>
  );
}
