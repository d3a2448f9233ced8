import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { checkoutSteps, type CheckoutStep } from '../checkout-steps';
import { useCheckoutTranslation } from '../strings';

const useStyles = makeStyles({
  list: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: tokens.spacingHorizontalS, listStyleType: 'none', margin: 0, padding: 0 },
  step: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, color: tokens.colorNeutralForeground2 },
  current: { color: tokens.colorBrandForeground1, fontWeight: tokens.fontWeightSemibold },
  number: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '24px',
    height: '24px',
    borderRadius: tokens.borderRadiusCircular,
    border: `${tokens.strokeWidthThin} solid currentColor`,
    fontSize: tokens.fontSizeBase200,
  },
  separator: { color: tokens.colorNeutralForeground3 },
});

/**
 * Where the collector is in the checkout: "1 Address · 2 Delivery · 3 Review", the current step
 * marked for screen readers (`aria-current="step"`, WAI-ARIA 1.2) and by colour and weight on screen.
 */
export function StepIndicator({ step }: { step: CheckoutStep }) {
  const styles = useStyles();
  const { t } = useCheckoutTranslation();
  return (
    <nav aria-label={t('checkout.steps.label')}>
      <ol className={styles.list}>
        {checkoutSteps.map((name, index) => (
          <li key={name} className={mergeClasses(styles.step, name === step && styles.current)} aria-current={name === step ? 'step' : undefined}>
            {index > 0 && (
              <span className={styles.separator} aria-hidden>
                ·
              </span>
            )}
            <span className={styles.number} aria-hidden>
              {index + 1}
            </span>
            {t(`checkout.steps.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
