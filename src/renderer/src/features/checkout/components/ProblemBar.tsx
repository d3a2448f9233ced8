import type { ReactNode } from 'react';
import { MessageBar, MessageBarBody, MessageBarTitle, makeStyles } from '@fluentui/react-components';
import { Link as RouterLink } from 'react-router';
import { CART_PATH } from '@renderer/features/cart';
import type { CheckoutProblem } from '../checkout-problems';
import { useCheckoutTranslation } from '../strings';
import { textLinkStyle } from '@renderer/features/ui';

const useStyles = makeStyles({
  link: textLinkStyle,
});

/** Where each fix is: the cart, or the step (its path given by the caller, which knows the address and delivery). */
export interface ProblemLinks {
  delivery?: string;
  address?: string;
}

/**
 * A checkout problem as a message bar: what happened, and a link to where it can be put right
 * ("Open your cart", "Choose another delivery", "Choose another address") when there is one.
 * `title` and `children` add a heading and details (the changes of a 409).
 */
export function ProblemBar({ problem, links = {}, title, children, intent = 'error' }: { problem: Pick<CheckoutProblem, 'message' | 'fix'>; links?: ProblemLinks; title?: string; children?: ReactNode; intent?: 'error' | 'warning' }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  const target = problem.fix === 'cart' ? CART_PATH : problem.fix === 'delivery' ? links.delivery : problem.fix === 'address' ? links.address : undefined;
  return (
    <MessageBar intent={intent} layout="multiline">
      <MessageBarBody>
        {title && <MessageBarTitle>{title}</MessageBarTitle>}
        {problem.message}
        {children}
        {target && problem.fix && (
          <>
            {' '}
            <RouterLink to={target} className={styles.link}>
              {t(`checkout.problem.fix.${problem.fix}`)}
            </RouterLink>
          </>
        )}
      </MessageBarBody>
    </MessageBar>
  );
}
