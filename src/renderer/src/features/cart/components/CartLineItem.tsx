import { useState, type ComponentType } from 'react';
import { Button, Caption1, SpinButton, Text, makeStyles, mergeClasses, tokens, type SpinButtonOnChangeData } from '@fluentui/react-components';
// Icons from their own modules, as AddToCartButton's.
import { Delete20Regular } from '@fluentui/react-icons/svg/delete';
import { Info16Regular } from '@fluentui/react-icons/svg/info';
import { Warning16Regular } from '@fluentui/react-icons/svg/warning';
import type { CartLine, CartPrice, FigureCard } from '@shared/api';
import { Price } from '@renderer/features/currency';
import type { CartActions } from '../cart-actions';
import { wordNotice } from '../cart-notices';
import { useCartTranslation } from '../strings';

const useStyles = makeStyles({
  line: {
    display: 'grid',
    gap: tokens.spacingHorizontalM,
    gridTemplateColumns: 'minmax(0, 1fr)',
    paddingBlock: tokens.spacingVerticalL,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    '@media (min-width: 640px)': { gridTemplateColumns: 'minmax(0, 1fr) auto', alignItems: 'start' },
  },
  details: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, minWidth: 0 },
  price: { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: tokens.spacingHorizontalS },
  label: { color: tokens.colorNeutralForeground2 },
  notices: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXXS },
  notice: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalXS },
  info: { color: tokens.colorNeutralForeground2 },
  warning: { color: tokens.colorPaletteDarkOrangeForeground1, fontWeight: tokens.fontWeightSemibold },
  controls: { display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  quantity: { width: '88px' },
  error: { color: tokens.colorPaletteRedForeground1 },
});

/** What a line draws its figure with: the catalogue's summary (picture, name linking to the figure, status), passed in by the app. */
export interface CartFigureProps {
  figure: FigureCard;
  /** The figure's name in the UI language. */
  name: string;
  /** ui.blur_nsfw. */
  blur: boolean;
  /** The name is a level-2 heading under the page's h1. */
  headingLevel: 2;
}

export interface CartLineItemProps {
  line: CartLine;
  name: string;
  blur: boolean;
  Figure: ComponentType<CartFigureProps>;
  actions: Pick<CartActions, 'setQuantity' | 'remove'>;
  /** An added price as the collector reads prices ("¥12,800"). */
  formatPrice: (price: CartPrice) => string;
}

/** The quantity a SpinButton change asks for: its value, or the number typed; null when it is no whole number. */
function askedQuantity(data: SpinButtonOnChangeData): number | null {
  if (typeof data.value === 'number') return data.value;
  const typed = Number.parseInt(data.displayValue ?? '', 10);
  return Number.isFinite(typed) ? typed : null;
}

/**
 * One line of the cart (docs/product-rules.md §Cart 2, 5): the figure, the unit price in its own
 * currency with ≈ the collector's (shown whatever show_prices says), a quantity stepper from 1 to
 * the line's `max_quantity` named "Quantity of <name>" (disabled when it cannot be bought), a
 * "Remove <name>" button, what changed since it was added, and why a change was refused.
 */
export function CartLineItem({ line, name, blur, Figure, actions, formatPrice }: CartLineItemProps) {
  const styles = useStyles();
  const { t } = useCartTranslation();
  // The quantity asked for, shown until the change is done or refused.
  const [asked, setAsked] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const { figure } = line;

  const change = async (run: () => Promise<{ ok: true } | { ok: false; message: string }>) => {
    setBusy(true);
    setProblem(null);
    const outcome = await run();
    setBusy(false);
    setAsked(null);
    if (!outcome.ok) setProblem(outcome.message);
  };
  const onQuantity = (data: SpinButtonOnChangeData) => {
    const quantity = askedQuantity(data);
    if (quantity === null || quantity < 1 || quantity === line.quantity) return;
    const bounded = Math.min(quantity, Math.max(line.max_quantity, 1));
    setAsked(bounded);
    void change(() => actions.setQuantity(figure, bounded));
  };

  return (
    <li className={styles.line} data-slug={figure.slug}>
      <div className={styles.details}>
        <Figure figure={figure} name={name} blur={blur} headingLevel={2} />
        <div className={styles.price}>
          <Caption1 className={styles.label}>{t('cartPage.unitPrice')}</Caption1>
          <Price amount={figure.price.amount} currency={figure.price.currency} always />
        </div>
        {line.notices.length > 0 && (
          <ul className={styles.notices}>
            {line.notices.map((notice) => {
              const worded = wordNotice(notice, formatPrice, t);
              const Icon = worded.tone === 'warning' ? Warning16Regular : Info16Regular;
              return (
                <li key={notice.kind} className={mergeClasses(styles.notice, styles[worded.tone])} data-notice={notice.kind}>
                  <Icon aria-hidden />
                  <Text size={200}>{worded.text}</Text>
                </li>
              );
            })}
          </ul>
        )}
        {problem && (
          <Text size={200} className={styles.error} role="alert">
            {problem}
          </Text>
        )}
      </div>
      <div className={styles.controls}>
        <SpinButton
          className={styles.quantity}
          aria-label={t('cartPage.quantityOf', { name })}
          value={asked ?? line.quantity}
          min={1}
          max={Math.max(line.max_quantity, 1)}
          disabled={line.max_quantity === 0}
          onChange={(_event, data) => onQuantity(data)}
        />
        <Button appearance="subtle" icon={<Delete20Regular />} aria-label={t('cartPage.removeNamed', { name })} disabledFocusable={busy} onClick={() => void change(() => actions.remove(figure.slug))}>
          {t('cartPage.remove')}
        </Button>
      </div>
    </li>
  );
}
