import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyWithPreload } from '@renderer/platform/lazy-with-preload';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyWithPreload (hydration of lazy parts)', () => {
  it('suspends like React.lazy when its chunk is not in yet, then renders', async () => {
    const Lazy = lazyWithPreload(() => Promise.resolve({ default: Hello }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Miku" />
      </Suspense>,
    );
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByText('Hello Miku')).toBeInTheDocument();
  });

  it('renders at once, without the fallback, once preloaded', async () => {
    const load = vi.fn(() => Promise.resolve({ default: Hello }));
    const Lazy = lazyWithPreload(load);
    await Lazy.preload();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Lazy name="Rin" />
      </Suspense>,
    );
    expect(screen.getByText('Hello Rin')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('loads once, and again after a failure', async () => {
    const load = vi.fn<() => Promise<{ default: typeof Hello }>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Hello });
    const Lazy = lazyWithPreload(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await act(() => Lazy.preload());
    await Lazy.preload();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
