/**
 * useTransitionValue (less total blocking time): the first render shows the value as given (a
 * hydrating render equals the server's); a new value is shown by a later render started in a
 * transition, which React may interrupt, while the render that brought it still shows the old one.
 */
import { render } from '@testing-library/react';
import * as React from 'react';
import { startTransition } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useTransitionValue } from '@renderer/platform/use-transition-value';

vi.mock('react', async (importOriginal) => {
  const react = await importOriginal<typeof React>();
  return { ...react, startTransition: vi.fn(react.startTransition) };
});

function Probe({ value, seen }: { value: string; seen: string[] }) {
  const shown = useTransitionValue(value);
  seen.push(`${value}:${shown}`);
  return <p>{shown}</p>;
}

describe('useTransitionValue', () => {
  it('shows the first value at once, and a new one from a transition after the render that brought it', () => {
    const seen: string[] = [];
    const { rerender, getByText } = render(<Probe value="pending" seen={seen} />);
    expect(seen).toEqual(['pending:pending']);
    vi.mocked(startTransition).mockClear();

    rerender(<Probe value="answer" seen={seen} />);
    expect(seen).toEqual(['pending:pending', 'answer:pending', 'answer:answer']);
    expect(getByText('answer')).toBeInTheDocument();
    expect(startTransition).toHaveBeenCalledTimes(1);
  });

  it('starts no transition while the value stays the same', () => {
    const seen: string[] = [];
    const { rerender } = render(<Probe value="same" seen={seen} />);
    vi.mocked(startTransition).mockClear();
    rerender(<Probe value="same" seen={seen} />);
    expect(seen).toEqual(['same:same', 'same:same']);
    expect(startTransition).not.toHaveBeenCalled();
  });
});
