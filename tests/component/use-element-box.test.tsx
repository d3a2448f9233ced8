/**
 * useElementBox (issue 15): an element's width and document top as its ResizeObserver reports them,
 * null before the first report, the same object (no render) when nothing moved, and the observer
 * disconnected with the element.
 */
import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useElementBox } from '@renderer/features/catalogue/use-element-box';

class ControlledObserver {
  static last: ControlledObserver | null = null;
  readonly observed: Element[] = [];
  disconnected = false;
  constructor(private readonly callback: ResizeObserverCallback) {
    ControlledObserver.last = this;
  }
  observe(element: Element) {
    this.observed.push(element);
  }
  unobserve() {}
  disconnect() {
    this.disconnected = true;
  }
  report() {
    this.callback([], this as unknown as ResizeObserver);
  }
}

const boxes: unknown[] = [];
function Probe() {
  const [ref, box] = useElementBox<HTMLDivElement>();
  boxes.push(box);
  return <div ref={ref} data-testid="measured" />;
}

describe('useElementBox', () => {
  const original = globalThis.ResizeObserver;
  beforeEach(() => {
    boxes.length = 0;
    globalThis.ResizeObserver = ControlledObserver as unknown as typeof ResizeObserver;
  });
  afterEach(() => {
    globalThis.ResizeObserver = original;
  });

  it('reports width and document top from the observer, once per change', () => {
    const { getByTestId, unmount } = render(<Probe />);
    const element = getByTestId('measured');
    const observer = ControlledObserver.last!;
    expect(observer.observed).toEqual([element]);
    expect(boxes).toEqual([null]);

    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 812 });
    vi.spyOn(element, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 140.4, width: 812, height: 600 }));
    act(() => observer.report());
    expect(boxes.at(-1)).toEqual({ width: 812, top: 140 });

    const renders = boxes.length;
    act(() => observer.report());
    expect(boxes).toHaveLength(renders);

    Object.defineProperty(element, 'clientWidth', { configurable: true, value: 600 });
    act(() => observer.report());
    expect(boxes.at(-1)).toEqual({ width: 600, top: 140 });

    unmount();
    expect(observer.disconnected).toBe(true);
  });
});
