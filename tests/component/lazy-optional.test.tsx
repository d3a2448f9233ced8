import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyOptional } from '@renderer/platform/lazy-optional';

function Hello({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyOptional (parts loaded off the first route)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('renders the placeholder until its chunk is in, then the part', async () => {
    const Optional = lazyOptional(() => Promise.resolve(Hello), <span>placeholder</span>);
    render(<Optional name="Miku" />);
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    expect(await screen.findByText('Hello Miku')).toBeInTheDocument();
    expect(screen.queryByText('placeholder')).toBeNull();
  });

  it('renders at once when already loaded, and loads once for every mount', async () => {
    const load = vi.fn(() => Promise.resolve(Hello));
    const Optional = lazyOptional(load);
    await Optional.preload();
    render(
      <>
        <Optional name="Rin" />
        <Optional name="Len" />
      </>,
    );
    expect(screen.getByText('Hello Rin')).toBeInTheDocument();
    expect(screen.getByText('Hello Len')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails to load leaves the placeholder, logs, throws nothing, and is tried again at the next mount', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = vi.fn<() => Promise<typeof Hello>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Hello);
    const Optional = lazyOptional(load, <span>placeholder</span>);
    const first = render(<Optional name="Kaito" />);
    await vi.waitFor(() => expect(error).toHaveBeenCalledWith(expect.stringContaining('Could not load'), expect.objectContaining({ message: 'offline' })), { timeout: 10_000 });
    expect(screen.getByText('placeholder')).toBeInTheDocument();
    first.unmount();
    render(<Optional name="Kaito" />);
    expect(await screen.findByText('Hello Kaito')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
