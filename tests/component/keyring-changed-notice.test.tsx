/**
 * The keyring-changed notice (docs/product-rules.md §Desktop 12): when the main process dropped stored sign-in data
 * it could not decrypt (`platform.keyringChanged`), the desktop shell asks the user to sign in
 * again, until dismissed; otherwise nothing shows.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DesktopIntegration } from '@renderer/app/desktop/DesktopIntegration';
import { createDesktopPlatform } from '@renderer/platform/desktop';
import en from '@renderer/locales/en/desktop.json';
import ja from '@renderer/locales/ja/desktop.json';
import zh from '@renderer/locales/zh/desktop.json';
import { fakeDesktopBridge } from '../support/fake-desktop-bridge';
import { renderWithApp, TEST_API } from './render-app';

afterEach(() => {
  delete window.desktop;
});

const render = (keyringChanged: boolean) =>
  renderWithApp(<DesktopIntegration />, createDesktopPlatform(fakeDesktopBridge({ config: { apiUrl: TEST_API }, keyringChanged })));

describe('keyring-changed notice', () => {
  it('asks to sign in again when stored sign-in data was dropped, until dismissed', async () => {
    render(true);
    // The notice is a chunk of its own, in a moment after the first render.
    expect(await screen.findByText('Your system keyring changed. Sign in again.')).toBeInTheDocument();
    expect(screen.getByText(/Your preferences are kept/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Your system keyring changed. Sign in again.')).not.toBeInTheDocument();
  });

  it('shows nothing when the keyring did not change', () => {
    render(false);
    expect(screen.queryByText('Your system keyring changed. Sign in again.')).not.toBeInTheDocument();
  });

  it('is translated in every locale', () => {
    for (const locale of [en, ja, zh]) {
      expect(locale.keyringChangedTitle).toMatch(/\S/);
      expect(locale.keyringChangedBody).toMatch(/\S/);
    }
    expect(ja.keyringChangedTitle).not.toBe(en.keyringChangedTitle);
    expect(zh.keyringChangedTitle).not.toBe(en.keyringChangedTitle);
  });
});
