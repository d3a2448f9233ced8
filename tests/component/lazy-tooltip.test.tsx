/**
 * LazyTooltip (features/ui): Fluent's Tooltip loaded on the first hover or focus, shown
 * then as before, with the trigger element never replaced and named by its own aria-label.
 * Each test takes a fresh copy of the module, so the Tooltip code is not loaded yet when it starts.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FluentProvider, webLightTheme } from '@fluentui/react-components';
import { describe, expect, it, vi } from 'vitest';

async function renderFreshTrigger() {
  vi.resetModules();
  const { LazyTooltip } = await import('@renderer/features/ui/LazyTooltip');
  render(
    <FluentProvider theme={webLightTheme}>
      <LazyTooltip content="Settings tooltip" withArrow>
        <a href="/settings" aria-label="Settings">
          S
        </a>
      </LazyTooltip>
      <button type="button">Elsewhere</button>
    </FluentProvider>,
  );
  return screen.getByRole('link', { name: 'Settings' });
}

describe('<LazyTooltip>', () => {
  it('renders no tooltip code until used; the first hover loads it and shows the tooltip on the same element', async () => {
    const link = await renderFreshTrigger();
    expect(screen.queryByRole('tooltip')).toBeNull();
    await userEvent.hover(link);
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings tooltip');
    // Not remounted, still named by its own label, and the tooltip is not its description.
    expect(screen.getByRole('link', { name: 'Settings' })).toBe(link);
    expect(link).not.toHaveAttribute('aria-describedby');
    await userEvent.unhover(link);
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows on keyboard focus while focus stays on the trigger, and hides when focus moves on', async () => {
    const link = await renderFreshTrigger();
    await userEvent.tab();
    expect(link).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Settings tooltip');
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    await waitFor(() => expect(screen.queryByRole('tooltip')).toBeNull());
  });

  it('shows nothing when the pointer left before the code arrived', async () => {
    const link = await renderFreshTrigger();
    fireEvent.pointerEnter(link);
    fireEvent.pointerLeave(link);
    // Past the load and Fluent's 250 ms show delay.
    await new Promise((resolve) => setTimeout(resolve, 700));
    expect(screen.queryByRole('tooltip')).toBeNull();
  });
});
