/**
 * One look for every page: the shared PageHeading (an h1 at the theme's 24 px heading size,
 * docs/product-rules.md §Shell 12), PageContainer (§Shell 10 max widths) and SignedOutPanel (§Shell 16), and the
 * account-only pages showing that panel signed out without opening the sign-in dialog by themselves.
 */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider } from '@fluentui/react-components';
import { I18nextProvider } from 'react-i18next';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@renderer/app/i18n';
import { lightTheme } from '@renderer/app/theme/themes';
import { useAccountDialogStore } from '@renderer/features/auth';
import { ModerationPage } from '@renderer/features/moderation/pages/ModerationPage';
import { NotificationsPage } from '@renderer/features/notifications/pages/NotificationsPage';
import { ProfilePage } from '@renderer/features/profile/pages/ProfilePage';
import { PageContainer, PageHeading, SignedOutPanel } from '@renderer/features/ui';
import { CONTAINER_MAX_WIDTH_PX, FONT_SIZE_HEADING_PX, FONT_SIZE_MAX_PX } from '@shared/constants';
import { sampleProfile } from '../support/samples';
import { renderWithApp } from './render-app';

function renderInTheme(ui: ReactElement) {
  return render(
    <I18nextProvider i18n={createI18n()}>
      <FluentProvider theme={lightTheme}>{ui}</FluentProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  useAccountDialogStore.getState().close();
  window.localStorage.clear();
});

describe('PageHeading (§Shell 12: headings 24 px)', () => {
  it('is the level-1 heading in the theme font size that is 24 px at full scale', () => {
    renderInTheme(<PageHeading id="t">Settings</PageHeading>);
    const heading = screen.getByRole('heading', { level: 1, name: 'Settings' });
    expect(heading.tagName).toBe('H1');
    expect(heading.id).toBe('t');
    expect(getComputedStyle(heading).fontSize).toBe('var(--fontSizeBase600)');
    // 1.5 rem at the full-scale root of 16 px.
    expect(lightTheme.fontSizeBase600).toBe(`${FONT_SIZE_HEADING_PX / FONT_SIZE_MAX_PX}rem`);
    expect(FONT_SIZE_HEADING_PX).toBe(24);
  });
});

describe('PageContainer (§Shell 10 container widths)', () => {
  it.each([
    ['xs', '484px'],
    ['sm', '640px'],
    ['md', '1040px'],
    ['lg', '1400px'],
  ] as const)('size %s is at most %s wide', (size, width) => {
    renderInTheme(
      <PageContainer size={size} as="section" aria-label="page">
        content
      </PageContainer>,
    );
    const container = screen.getByRole('region', { name: 'page' });
    expect(container.tagName).toBe('SECTION');
    expect(container).toHaveAttribute('data-page-size', size);
    expect(getComputedStyle(container).maxWidth).toBe(width);
    expect(`${CONTAINER_MAX_WIDTH_PX[size]}px`).toBe(width);
    expect(getComputedStyle(container).width).toBe('100%');
  });
});

describe('SignedOutPanel (§Shell 16)', () => {
  it('has a heading, one sentence and a "Sign in" button that calls onSignIn, on the paper radius', async () => {
    const onSignIn = vi.fn();
    renderInTheme(<SignedOutPanel onSignIn={onSignIn} />);
    const panel = screen.getByRole('region', { name: 'Sign in to see this page' });
    expect(within(panel).getByRole('heading', { level: 2, name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(within(panel).getByText(/opens here as soon as you are signed in\.$/)).toBeInTheDocument();
    expect(getComputedStyle(panel).borderRadius).toBe('var(--borderRadiusLarge)');
    // The button keeps its own width rather than stretching across the page.
    expect(getComputedStyle(panel).alignItems).toBe('flex-start');
    // The same width on every page, whatever its container.
    expect(getComputedStyle(panel).maxWidth).toBe('640px');
    expect(onSignIn).not.toHaveBeenCalled();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(onSignIn).toHaveBeenCalledTimes(1);
  });
});

describe('account-only pages signed out (§Shell 16)', () => {
  it.each([
    ['profile', <ProfilePage key="p" />, 'Your profile'],
    ['notifications', <NotificationsPage key="n" />, 'Notifications'],
    ['moderation', <ModerationPage key="m" />, 'Moderation'],
  ])('%s: its h1, the shared panel, no dialog until "Sign in" is pressed', async (_name, page, title) => {
    renderWithApp(page);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Sign in to see this page' });
    expect(useAccountDialogStore.getState().open).toBeNull();
    await userEvent.click(within(panel).getByRole('button', { name: 'Sign in' }));
    expect(useAccountDialogStore.getState().open).toBe('signIn');
  });

  it('profile signed in: no panel, the user name as the h1, in the sm container', async () => {
    window.localStorage.setItem('auth_state', 'signedIn');
    window.localStorage.setItem('access_token', 'x.y.z');
    window.localStorage.setItem('profile', JSON.stringify({ ...sampleProfile, lastUpdated: Date.now() }));
    renderWithApp(<ProfilePage />);
    const heading = await screen.findByRole('heading', { level: 1, name: sampleProfile.username });
    expect(screen.queryByRole('region', { name: 'Sign in to see this page' })).toBeNull();
    expect(heading.closest('[data-page-size]')).toHaveAttribute('data-page-size', 'sm');
  });
});
