import { useId, useState } from 'react';
import { Body1, MessageBar, MessageBarBody, MessageBarTitle, Tab, TabList, makeStyles, tokens } from '@fluentui/react-components';
import { useAccountDialogStore, useIsModerator, useIsSignedIn } from '@renderer/features/auth';
import { PageContainer, PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { lazyOptional } from '@renderer/platform/lazy-optional';
import { useFulfilmentTranslation } from '../strings';

// Each tab's content is a chunk of its own, loaded with the tab (each lazy page ≤ 40 kB: docs/product-rules.md §Performance 2).
const ShipmentList = lazyOptional(() => import('../components/ShipmentList').then((module) => module.ShipmentList));
const CancellationRequests = lazyOptional(() => import('../components/CancellationRequests').then((module) => module.CancellationRequests));
const StaffLog = lazyOptional(() => import('../components/StaffLog').then((module) => module.StaffLog));

const TABS = ['ready', 'shipped', 'delivered', 'requests', 'log'] as const;
type TabName = (typeof TABS)[number];

const useStyles = makeStyles({
  // Five tabs do not fit a phone's width: they wrap rather than push the page sideways.
  tabs: { flexWrap: 'wrap' },
  panel: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlockStart: tokens.spacingVerticalL },
});

/**
 * Staff's fulfilment page (/fulfilment, docs/product-rules.md §Fulfilment 4), shown only with the
 * moderator flag (the API checks it on every call too): tabs for the parcels ready to ship, shipped
 * and delivered, the collectors' cancellation requests, and the staff log. Signed out it shows the
 * "sign in to see this" panel; a collector sees "For staff only" and nothing else.
 */
export function FulfilmentPage() {
  const styles = useStyles();
  const { t } = useFulfilmentTranslation();
  const signedIn = useIsSignedIn();
  const isModerator = useIsModerator();
  const showDialog = useAccountDialogStore((state) => state.show);
  const headingId = useId();
  const panelId = useId();
  const [tab, setTab] = useState<TabName>('ready');
  return (
    <PageContainer size="lg" as="section" aria-labelledby={headingId}>
      <PageHeading id={headingId}>{t('fulfilment.title')}</PageHeading>
      {!signedIn ? (
        <SignedOutPanel onSignIn={() => showDialog('signIn')} />
      ) : !isModerator ? (
        <MessageBar intent="warning" layout="multiline">
          <MessageBarBody>
            <MessageBarTitle>{t('fulfilment.forStaffTitle')}</MessageBarTitle>
            <Body1>{t('fulfilment.forStaffBody')}</Body1>
          </MessageBarBody>
        </MessageBar>
      ) : (
        <>
          <TabList className={styles.tabs} selectedValue={tab} onTabSelect={(_event, data) => setTab(data.value as TabName)} aria-label={t('fulfilment.tabs.label')}>
            {TABS.map((name) => (
              <Tab key={name} value={name} id={`${panelId}-${name}`} aria-controls={panelId}>
                {t(`fulfilment.tabs.${name}`)}
              </Tab>
            ))}
          </TabList>
          <div role="tabpanel" id={panelId} aria-labelledby={`${panelId}-${tab}`} className={styles.panel}>
            {tab === 'requests' ? <CancellationRequests /> : tab === 'log' ? <StaffLog /> : <ShipmentList key={tab} state={tab} />}
          </div>
        </>
      )}
    </PageContainer>
  );
}

export default FulfilmentPage;
