import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { UpdatePrompt, type AcceptUpdate } from '@renderer/features/pwa';
import { renderWithApp, testPlatform } from './render-app';

/** A stand-in for the registration: the test decides when a new version is waiting. */
function fakeWatch() {
  let announce: ((accept: AcceptUpdate) => void) | undefined;
  const stop = vi.fn();
  const watch = vi.fn((onUpdate: (accept: AcceptUpdate) => void) => {
    announce = onUpdate;
    return stop;
  });
  return { watch, stop, waiting: (accept: AcceptUpdate) => act(() => announce?.(accept)) };
}

describe('UpdatePrompt (§Web 15)', () => {
  it('says nothing until a new version is waiting, then offers Reload, which accepts it once', async () => {
    const fake = fakeWatch();
    renderWithApp(<UpdatePrompt watch={fake.watch} />);
    expect(fake.watch).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('A new version is available')).toBeNull();

    const accept = vi.fn();
    fake.waiting(accept);
    expect(await screen.findByText('A new version is available')).toBeVisible();
    const reload = screen.getByRole('button', { name: 'Reload' });
    expect(accept).not.toHaveBeenCalled();
    await userEvent.click(reload);
    expect(accept).toHaveBeenCalledTimes(1);
    // One acceptance: the button waits for the reload instead of sending SKIP_WAITING again.
    await waitFor(() => expect(reload).toBeDisabled());
  });

  it('stops watching when it unmounts', () => {
    const fake = fakeWatch();
    const { unmount } = renderWithApp(<UpdatePrompt watch={fake.watch} />);
    unmount();
    expect(fake.stop).toHaveBeenCalledTimes(1);
  });

  it('never registers a worker on the desktop app', () => {
    const fake = fakeWatch();
    renderWithApp(<UpdatePrompt watch={fake.watch} />, { ...testPlatform(), kind: 'desktop' });
    expect(fake.watch).not.toHaveBeenCalled();
  });
});
