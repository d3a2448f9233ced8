/**
 * The checkout's steps as the router shows them, for the component tests: every provider, a memory
 * router starting at `path`, the address and delivery pages, the review step (given the naming
 * rule and a startPayment to watch), stand-ins for the cart and order pages, and a line showing the
 * current address (`location`), so a test sees where a step sent the collector.
 */
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import { AppProviders } from '@renderer/app/AppProviders';
import { createAppServices } from '@renderer/app/services';
import { CheckoutReview } from '@renderer/features/checkout';
import { CheckoutAddressPage } from '@renderer/features/checkout/pages/CheckoutAddressPage';
import { CheckoutDeliveryPage } from '@renderer/features/checkout/pages/CheckoutDeliveryPage';
import type { Platform } from '@renderer/platform';
import { testPlatform } from './render-app';

function Where() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the checkout at `path` (on the web by default); returns the services and the startPayment stand-in (resolves at once). */
export function renderCheckout(path: string, platform: Platform = testPlatform()) {
  const services = createAppServices(platform);
  const startPayment = vi.fn(async (_services: unknown, _orderId: number) => undefined);
  render(
    <AppProviders services={services}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/checkout/address" element={<CheckoutAddressPage />} />
          <Route path="/checkout/delivery" element={<CheckoutDeliveryPage />} />
          <Route path="/checkout/review" element={<CheckoutReview nameOf={(figure) => figure.name} startPayment={startPayment} />} />
          <Route path="/cart" element={<p>cart page</p>} />
          <Route path="/orders/:id" element={<p>order page</p>} />
        </Routes>
        <Where />
      </MemoryRouter>
    </AppProviders>,
  );
  return { services, startPayment };
}

/** The current address (path and query) of the memory router. */
export const currentLocation = () => screen.getByTestId('location').textContent;

/** How long a test waits for the first step to show: a fresh jsdom loads Fluent and the step's modules first (seconds on a busy 2-core machine). */
export const FIRST_RENDER = { timeout: 15_000 };
