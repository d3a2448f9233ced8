import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { SettingsPage } from '@renderer/app/pages/SettingsPage';
import { fakeJwt } from '../support/jwt';
import { sampleProfile } from '../support/samples';
import { renderWithApp, TEST_API } from './render-app';

const requests: string[] = [];
let held: Record<string, Record<string, unknown>> = {};
const server = setupServer(
  http.get(`${TEST_API}/api/jpy-rates/`, () => HttpResponse.json({ base: 'JPY', date: '2026-04-13', rates: { JPY: 1, USD: 0.0062565, EUR: 0.0053547 } })),
  http.get(`${TEST_API}/api/cny-rates/`, () => HttpResponse.json({ base: 'CNY', date: '2026-04-13', rates: { CNY: 1, JPY: 23.3944 } })),
  http.get(`${TEST_API}/api/account/preferences/`, () => {
    requests.push('GET');
    // The legacy form: a JSON string.
    return HttpResponse.json({ preferences: JSON.stringify(held) });
  }),
  http.patch(`${TEST_API}/api/account/preferences/:group/`, async ({ params, request }) => {
    requests.push(`PATCH ${String(params.group)}`);
    held[String(params.group)] = (await request.json()) as Record<string, unknown>;
    return HttpResponse.json({ preferences: held });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  requests.length = 0;
  held = {};
});
afterAll(() => server.close());

function signedIn(profile = sampleProfile) {
  window.localStorage.setItem('auth_state', 'signedIn');
  window.localStorage.setItem('access_token', fakeJwt({ exp: Math.floor(Date.now() / 1000) + 300 }));
  window.localStorage.setItem('refresh_token', 'refresh-1');
  window.localStorage.setItem('profile', JSON.stringify({ ...profile, lastUpdated: Date.now() }));
}

describe('settings page', () => {
  it('anonymous: edits every group locally, says so, and makes no preference call', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    for (const group of ['Content', 'Interface', 'Notifications', 'Currency']) expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Saved on this device');
    await user.click(screen.getByRole('switch', { name: 'Show adult (NSFW) figures' }));
    await user.click(await screen.findByRole('button', { name: 'I am 18 or older' }));
    await user.click(screen.getByRole('radio', { name: /^Code/ }));
    const stored = JSON.parse(window.localStorage.getItem('user_preferences')!);
    expect(stored.content.show_nsfw).toBe(true);
    expect(stored.currency.display_format).toBe('code');
    expect(requests).toEqual([]);
  });

  it('adult figures: switching on asks once to confirm an adult, Cancel and Escape leave it off, off asks nothing; blur sits beside it', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    const content = screen.getByRole('group', { name: 'Content' });
    const adult = within(content).getByRole('switch', { name: 'Show adult (NSFW) figures' });
    expect(within(content).getByRole('switch', { name: 'Blur pictures of adult figures' })).toBeChecked();
    const shown = () => JSON.parse(window.localStorage.getItem('user_preferences') ?? '{"content":{}}').content.show_nsfw === true;

    await user.click(adult);
    const dialog = await screen.findByRole('dialog', { name: 'Are you 18 or older?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adult).not.toBeChecked();
    await user.click(adult);
    await screen.findByRole('dialog', { name: 'Are you 18 or older?' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(adult).not.toBeChecked();
    expect(shown()).toBe(false);

    await user.click(adult);
    await user.click(await screen.findByRole('button', { name: 'I am 18 or older' }));
    await waitFor(() => expect(adult).toBeChecked());
    expect(shown()).toBe(true);
    await user.click(adult);
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(adult).not.toBeChecked());
  });

  it('signed in: loads the legacy string form, then PATCHes one group and shows it synced', async () => {
    held = { currency: { primary: 'USD', display_format: 'symbol' } };
    signedIn();
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Show prices in/ })).toHaveValue('USD'));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Synced with your account'));
    await user.click(screen.getByRole('switch', { name: 'Blur pictures of adult figures' }));
    await waitFor(() => expect(requests).toContain('PATCH ui'));
    // The handler records the call before it has read the body: wait for the body too.
    await waitFor(() => expect(held.ui).toEqual({ theme: 'light', language: 'en', blur_nsfw: false }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Synced with your account'));
  });

  it('a server 500 shows the exact error and refetches the preferences', async () => {
    signedIn();
    server.use(http.patch(`${TEST_API}/api/account/preferences/content/`, () => HttpResponse.json({ detail: 'boom' }, { status: 500 })));
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await waitFor(() => expect(requests).toEqual(['GET']));
    await user.click(screen.getByRole('switch', { name: 'Show prices' }));
    const messages = await screen.findAllByText('Failed to update content preferences');
    expect(messages.length).toBeGreaterThan(0);
    await waitFor(() => expect(requests).toEqual(['GET', 'GET']));
    // The refetched server copy (defaults) is what the screen shows again.
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Show prices' })).toBeChecked());
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Not saved'));
  });

  it("logs 'Error parsing preferences' for a broken string and keeps the defaults", async () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    server.use(http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: '{"ui": {' })));
    signedIn();
    renderWithApp(<SettingsPage />);
    await waitFor(() => expect(spy).toHaveBeenCalledWith('Error parsing preferences', expect.anything()));
    expect(screen.getByRole('combobox', { name: /Show prices in/ })).toHaveValue('JPY');
    spy.mockRestore();
  });

  it('shows the Discord group only to Discord users', async () => {
    server.use(http.get(`${TEST_API}/api/account/preferences/discord/`, () => HttpResponse.json({ dm_new_stock: true, dm_order_updates: false })));
    signedIn({ ...sampleProfile, social_provider: 'discord' });
    renderWithApp(<SettingsPage />);
    const group = await screen.findByRole('group', { name: 'Discord' });
    await waitFor(() => expect(within(group).getByRole('switch', { name: /new figures are in stock/ })).toBeChecked());
    expect(within(group).getByRole('switch', { name: /about my orders/ })).not.toBeChecked();
  });

  it('switches the UI language at once and sets <html lang>', async () => {
    const user = userEvent.setup();
    renderWithApp(<SettingsPage />);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Language' }), 'zh');
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('zh-Hans'));
    await user.selectOptions(screen.getByRole('combobox', { name: '语言' }), 'ja');
    expect(await screen.findByRole('heading', { level: 1, name: '設定' })).toBeInTheDocument();
    await waitFor(() => expect(document.documentElement.lang).toBe('ja'));
  });
});
