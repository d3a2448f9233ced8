/**
 * Staff's fulfilment page (docs/product-rules.md §Fulfilment 4): only a moderator sees it (a
 * collector gets "For staff only", a visitor the sign-in panel); a ready parcel is marked shipped
 * after its tracking number matches the carrier's format (checked here before anything is sent,
 * and the API's refusal is said in the dialog); a refund stays within what is left of the line; a
 * decline needs a message. The API is mocked with msw.
 */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { StaffCancellation, StaffShipment } from '@shared/api';
import { FulfilmentPage } from '@renderer/features/fulfilment/pages/FulfilmentPage';
import { sampleProfile } from '../support/samples';
import { TEST_API, renderWithApp, storeSignedIn } from './render-app';

const line = { position: 0, slug: 'rem-1-7', name: 'Rem 1/7', quantity: 1, status: 'paid' as const, total_jpy: 18000, refunded_jpy: 3000 };
const ready: StaffShipment = {
  order_id: 12,
  order_number: 'FS-000012',
  position: 0,
  state: 'ready',
  method: 'ems',
  collector: 'mika',
  country: 'DE',
  lines: [line],
  tracking: null,
  shipped_at: null,
  delivered_at: null,
};
const request: StaffCancellation = { order_id: 12, order_number: 'FS-000012', collector: 'mika', line, reason: 'changed_mind', requested_at: '2026-05-01T10:00:00Z' };
const page = <T,>(results: T[]) => ({ count: results.length, next: null, previous: null, results });
const posted: Array<{ path: string; body: unknown }> = [];
const server = setupServer(
  http.get(`${TEST_API}/api/account/preferences/`, () => HttpResponse.json({ preferences: {} })),
  http.get(`${TEST_API}/api/fulfilment/shipments/`, ({ request: req }) => HttpResponse.json(page(new URL(req.url).searchParams.get('state') === 'ready' ? [ready] : []))),
  http.get(`${TEST_API}/api/fulfilment/cancellations/`, () => HttpResponse.json({ results: [request] })),
  http.post(`${TEST_API}/api/fulfilment/*`, async ({ request: req }) => {
    posted.push({ path: new URL(req.url).pathname, body: await req.json() });
    return HttpResponse.json({ detail: 'Done.' });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  posted.length = 0;
});
afterAll(() => server.close());

const asModerator = () => storeSignedIn({ ...sampleProfile, is_moderator: true });

describe('the fulfilment page', () => {
  it('shows a collector "For staff only" and no list; a visitor the sign-in panel', async () => {
    storeSignedIn({ ...sampleProfile, is_moderator: false });
    const first = renderWithApp(<FulfilmentPage />);
    expect(await screen.findByText('For staff only')).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
    first.unmount();

    window.localStorage.clear();
    renderWithApp(<FulfilmentPage />);
    expect(await screen.findByRole('region', { name: 'Sign in to see this page' })).toBeInTheDocument();
    expect(screen.queryByRole('tablist')).not.toBeInTheDocument();
  });

  it('checks the tracking number against the carrier before sending, then marks the parcel shipped', async () => {
    asModerator();
    const user = userEvent.setup();
    renderWithApp(<FulfilmentPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark parcel 1 of order FS-000012 shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship parcel 1 of order FS-000012' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'EE123456789JP');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByText('This is not a Japan Post tracking number.')).toBeInTheDocument();
    expect(posted).toEqual([]);

    await user.clear(within(dialog).getByRole('textbox', { name: /Tracking number/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'ee 123456785 jp');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(posted).toEqual([{ path: '/api/fulfilment/orders/12/shipments/0/ship/', body: { carrier: 'japan_post', tracking_number: 'EE123456785JP' } }]);
  });

  it("says the API's refusal inside the dialog and keeps it open", async () => {
    asModerator();
    server.use(
      http.post(`${TEST_API}/api/fulfilment/orders/12/shipments/0/ship/`, () =>
        HttpResponse.json({ detail: 'Only a shipment whose lines are all paid can be shipped; this one is waiting.', code: 'not_ready' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup();
    renderWithApp(<FulfilmentPage />);
    await user.click(await screen.findByRole('button', { name: 'Mark parcel 1 of order FS-000012 shipped' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ship parcel 1 of order FS-000012' });
    await user.type(within(dialog).getByRole('textbox', { name: /Tracking number/ }), 'EE123456785JP');
    await user.click(within(dialog).getByRole('button', { name: 'Mark shipped' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('this one is waiting');
  });

  it('refunds at most what is left of a line (the full rest by default)', async () => {
    asModerator();
    const user = userEvent.setup();
    renderWithApp(<FulfilmentPage />);
    await user.click(await screen.findByRole('button', { name: 'Refund Rem 1/7 (order FS-000012)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund Rem 1/7' });
    const amount = within(dialog).getByRole('spinbutton', { name: /Amount in yen/ });
    expect(amount).toHaveValue(15000);
    await user.clear(amount);
    await user.type(amount, '15001');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText(/Enter 1 to /)).toBeInTheDocument();
    expect(posted).toEqual([]);
    await user.clear(amount);
    await user.type(amount, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await vi.waitFor(() => expect(posted).toEqual([{ path: '/api/fulfilment/orders/12/lines/0/refund/', body: { amount_jpy: 2000, note: '' } }]));
  });

  it('declines a cancellation request only with a message', async () => {
    asModerator();
    const user = userEvent.setup();
    renderWithApp(<FulfilmentPage />);
    await user.click(await screen.findByRole('tab', { name: 'Cancellation requests' }));
    expect(await screen.findByText('Reason: Changed their mind', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Decline the cancellation of Rem 1/7 (order FS-000012)' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline the cancellation of Rem 1/7?' });
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    expect(posted).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Message to the collector/ }), 'It is already packed.');
    await user.click(within(dialog).getByRole('button', { name: 'Decline' }));
    await vi.waitFor(() =>
      expect(posted).toEqual([{ path: '/api/fulfilment/orders/12/lines/0/cancellation/', body: { decision: 'decline', message: 'It is already packed.' } }]),
    );
  });
});
