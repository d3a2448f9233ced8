import { Suspense, lazy, useState } from 'react';
import { Switch, makeStyles, tokens } from '@fluentui/react-components';
import { useSettingsTranslation } from '../strings';

// Fluent's Dialog is most of a settings page's weight (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2): it loads when first asked for.
const AdultConfirmDialog = lazy(() => import('./AdultConfirmDialog').then((module) => ({ default: module.AdultConfirmDialog })));

const useStyles = makeStyles({
  // The blur switch belongs to the adult switch: indented under it, as its sub-setting.
  pair: { display: 'flex', flexDirection: 'column' },
  sub: { paddingInlineStart: tokens.spacingHorizontalXXL },
});

export interface AdultContentSwitchProps {
  /** content.show_nsfw */
  show: boolean;
  /** ui.blur_nsfw */
  blur: boolean;
  onShowChange: (show: boolean) => void;
  onBlurChange: (blur: boolean) => void;
}

/**
 * "Show adult (NSFW) figures" with "Blur pictures of adult figures" beside it (docs/product-rules.md §Adult 9):
 * switching adult figures on first asks, in a modal dialog, to confirm the person is an adult (18 or
 * older); Confirm turns it on, Cancel or Escape leaves it off. Switching it off asks nothing. The
 * blur switch works either way (it also blurs what a link opens while adult figures are off).
 */
export function AdultContentSwitch({ show, blur, onShowChange, onBlurChange }: AdultContentSwitchProps) {
  const { t } = useSettingsTranslation();
  const styles = useStyles();
  const [asking, setAsking] = useState(false);
  // Once loaded, the dialog stays mounted so that it closes with its motion (docs/product-rules.md §Shell 6).
  const [asked, setAsked] = useState(false);
  const ask = () => {
    setAsked(true);
    setAsking(true);
  };
  const confirm = () => {
    setAsking(false);
    onShowChange(true);
  };
  return (
    <div className={styles.pair}>
      <Switch label={t('settings.showNsfw')} checked={show} onChange={(_, data) => (data.checked ? ask() : onShowChange(false))} />
      <Switch className={styles.sub} label={t('settings.blurNsfw')} checked={blur} onChange={(_, data) => onBlurChange(data.checked)} />
      {asked && (
        <Suspense fallback={null}>
          <AdultConfirmDialog open={asking} onConfirm={confirm} onCancel={() => setAsking(false)} />
        </Suspense>
      )}
    </div>
  );
}
