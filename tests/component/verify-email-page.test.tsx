/**
 * The pages a signed e-mail link opens share LinkResultPage (docs/product-rules.md §Sign-in 7, §Account 10): one
 * call per link, the spinner, success or the server's reason, then "Sign in" for a signed-out user
 * or the page's own action (none on the verification page) for a signed-in one, whose profile is
 * reloaded first.
 */
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { VERIFY_EMAIL_ROUTE } from '@renderer/features/auth';
import { VerifyEmailPage } from '@renderer/features/auth/pages/VerifyEmailPage';
import { ConfirmEmailPage } from '@renderer/features/profile/pages/ConfirmEmailPage';
import { CONFIRM_EMAIL_ROUTE } from '@renderer/features/profile/pages';
import { sampleProfile } from '../support/samples';
import { storeSignedIn, TEST_API, testPlatform } from './render-app';

const calls: string[] = [];
const server = setupServer(
  http.get(`${TEST_API}/api/account/verify-email/:uid/:token/`, ({ params }) => {
    calls.push(`verify ${String(params.uid)} ${String(params.token)}`);
    return HttpResponse.json({ detail: 'Verified.' });
  }),
  http.get(`${TEST_API}/api/account/profile/`, () => {
    calls.push('profile');
    return HttpResponse.json(sampleProfile);
  }),
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.get(`${TEST_API}/api/notifications/count/`, () => HttpResponse.json({ unread: 0 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  calls.length = 0;
});
afterAll(() => server.close());

function renderAt(path: string) {
  render(
    <AppProviders services={createAppServices(testPlatform())}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={VERIFY_EMAIL_ROUTE} element={<VerifyEmailPage />} />
          <Route path={CONFIRM_EMAIL_ROUTE} element={<ConfirmEmailPage />} />
        </Routes>
      </MemoryRouter>
    </AppProviders>,
  );
}

describe('verify e-mail page', () => {
  it('signed out: calls the link once, says so under the heading and offers "Sign in"', async () => {
    renderAt('/account/verify-email/Mw/abc.def');
    expect(screen.getByRole('heading', { level: 1, name: 'Verify your e-mail' })).toBeVisible();
    expect(screen.getByText('Verifying your e-mail address…')).toBeVisible();
    expect(await screen.findByText('Thank you: your e-mail address is verified.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeVisible();
    expect(calls).toEqual(['verify Mw abc.def']);
  });

  it("shows the server's reason for a bad link", async () => {
    server.use(
      http.get(`${TEST_API}/api/account/verify-email/:uid/:token/`, () =>
        HttpResponse.json({ detail: 'This verification link has expired.', code: 'expired_token' }, { status: 400 }),
      ),
    );
    renderAt('/account/verify-email/Mw/abc.def');
    expect(await screen.findByText('This verification link did not work: This verification link has expired.')).toBeVisible();
  });

  it('signed in: reloads the profile before saying so, and offers no button', async () => {
    storeSignedIn();
    renderAt('/account/verify-email/Mw/abc.def');
    expect(await screen.findByText('Thank you: your e-mail address is verified.')).toBeVisible();
    expect(calls).toContain('profile');
    expect(calls.indexOf('profile')).toBeGreaterThan(calls.indexOf('verify Mw abc.def'));
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('confirm e-mail page, signed in', () => {
  it('offers the way back to the profile instead of "Sign in"', async () => {
    server.use(
      http.post(`${TEST_API}/api/account/email/change/confirm/`, () =>
        HttpResponse.json({ detail: 'Your e-mail address was changed.', email: 'new.me@figureshop.test' }),
      ),
    );
    storeSignedIn();
    renderAt('/account/confirm-email/Mw/abc.def');
    expect(await screen.findByText('Done: your e-mail address is now new.me@figureshop.test.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Go to your profile' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull();
  });
});
