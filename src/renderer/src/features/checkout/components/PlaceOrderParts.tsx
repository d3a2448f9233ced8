import { Button, makeStyles, tokens } from '@fluentui/react-components';
import type { PlaceOrder, PlaceOrderProblem } from '../place-order';
import { useCheckoutTranslation } from '../strings';
import { ProblemBar, type ProblemLinks } from './ProblemBar';

const useStyles = makeStyles({
  button: { width: '100%' },
  changes: { margin: 0, marginBlockStart: tokens.spacingVerticalXS, paddingInlineStart: tokens.spacingHorizontalXL },
});

/** "Place order" (docs/product-rules.md §Orders 1): disabled (still focusable) while the order is being placed, so a second press sends nothing. */
export function PlaceOrderButton({ placing }: { placing: Pick<PlaceOrder, 'place' | 'busy'> }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  return (
    <Button className={styles.button} appearance="primary" size="large" disabledFocusable={placing.busy} onClick={() => void placing.place()}>
      {placing.busy ? t('checkout.review.placing') : t('checkout.review.place')}
    </Button>
  );
}

/**
 * Why the order was not placed: the review's changes listed in words under "Your order changed"
 * (409; the page shows the new quote), or the problem with a link to where it is fixed.
 */
export function PlaceOrderProblemBar({ problem, links }: { problem: PlaceOrderProblem; links: ProblemLinks }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  if (!problem.changes) return <ProblemBar problem={problem} links={links} />;
  return (
    <ProblemBar intent="warning" problem={problem} links={links} title={t('checkout.review.changedTitle')}>
      <ul className={styles.changes}>
        {problem.changes.map((change) => (
          <li key={change}>{change}</li>
        ))}
      </ul>
    </ProblemBar>
  );
}
