import { cloneElement, useCallback, useEffect, useLayoutEffect, useRef, useState, type FocusEvent, type PointerEvent, type ReactElement, type Ref, type RefObject } from 'react';
import type { PositioningShorthand } from '@fluentui/react-components';
import { onceUntilFailure } from '@renderer/platform/once-until-failure';
import type { Tooltip as FluentTooltip } from './tooltip-module';

type TooltipComponent = typeof FluentTooltip;
type EnterEvent = PointerEvent<HTMLElement> | FocusEvent<HTMLElement>;

/** The handlers Fluent's Tooltip puts on its trigger. */
interface TriggerHandlers {
  onPointerEnter?: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave?: (event: PointerEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

/** Props of the element a LazyTooltip wraps: those it chains, and its ref. */
interface TriggerChildProps extends TriggerHandlers {
  ref?: Ref<HTMLElement>;
}

let loadedTooltip: TooltipComponent | undefined;

/** Loads Fluent's Tooltip once; a failed load is tried again on the next call. */
const loadTooltip = onceUntilFailure(() => import('./tooltip-module').then((module) => (loadedTooltip = module.Tooltip)));

function assignRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as RefObject<T | null>).current = value;
}

/**
 * Stands in for the trigger inside Fluent's Tooltip: receives the trigger props the Tooltip gives
 * its child and hands them to the real element (its ref, through `handlers` for the events), and
 * replays the enter that made the Tooltip load.
 */
function TriggerProxy({
  ref,
  target,
  handlers,
  pending,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
}: TriggerHandlers & {
  ref?: Ref<HTMLElement>;
  target: RefObject<HTMLElement | null>;
  handlers: RefObject<TriggerHandlers | null>;
  pending: RefObject<EnterEvent | null>;
}) {
  useLayoutEffect(() => {
    handlers.current = { onPointerEnter, onPointerLeave, onFocus, onBlur };
  });
  useLayoutEffect(() => () => void (handlers.current = null), [handlers]);
  useLayoutEffect(() => {
    assignRef(ref, target.current);
    return () => assignRef(ref, null);
  }, [ref, target]);
  // After every layout effect: the Tooltip's handlers (Fluent's useEventCallback) are ready only then.
  useEffect(() => {
    const event = pending.current;
    pending.current = null;
    if (event?.type === 'focus') handlers.current?.onFocus?.(event as FocusEvent<HTMLElement>);
    else if (event) handlers.current?.onPointerEnter?.(event as PointerEvent<HTMLElement>);
  }, [handlers, pending]);
  return null;
}

export interface LazyTooltipProps {
  /** The tooltip's text. */
  content: string;
  withArrow?: boolean;
  positioning?: PositioningShorthand;
  /** One element that names itself (aria-label): the tooltip only repeats that name for sighted users. */
  children: ReactElement<TriggerChildProps>;
}

/**
 * Fluent's Tooltip with relationship "inaccessible" (the trigger carries its own accessible name),
 * loaded the first time the pointer enters or focus reaches the trigger (the tooltip,
 * positioning and portal code, about 17 kB gzip, is not needed for the first paint). Once loaded it
 * is the same Tooltip, with the same delays, Escape and one-at-a-time behaviour. The trigger
 * element is never remounted: the Tooltip sits beside it and receives its events, so focus and the
 * accessibility tree do not change when the code arrives.
 */
export function LazyTooltip({ content, withArrow, positioning, children }: LazyTooltipProps) {
  const [Tooltip, setTooltip] = useState<TooltipComponent | undefined>(() => loadedTooltip);
  const target = useRef<HTMLElement | null>(null);
  const handlers = useRef<TriggerHandlers | null>(null);
  const pending = useRef<EnterEvent | null>(null);
  const child = children.props;
  const childRef = child.ref;

  const ref = useCallback(
    (element: HTMLElement | null) => {
      target.current = element;
      assignRef(childRef, element);
    },
    [childRef],
  );
  const enter = (event: EnterEvent) => {
    // Remembered until the Tooltip is there to take it, unless the pointer or focus leaves first.
    pending.current = event;
    if (!Tooltip) loadTooltip().then((loaded) => setTooltip(() => loaded), () => (pending.current = null));
  };

  return (
    <>
      {cloneElement(children, {
        ref,
        onPointerEnter: (event: PointerEvent<HTMLElement>) => {
          child.onPointerEnter?.(event);
          if (handlers.current?.onPointerEnter) handlers.current.onPointerEnter(event);
          else enter(event);
        },
        onPointerLeave: (event: PointerEvent<HTMLElement>) => {
          child.onPointerLeave?.(event);
          pending.current = null;
          handlers.current?.onPointerLeave?.(event);
        },
        onFocus: (event: FocusEvent<HTMLElement>) => {
          child.onFocus?.(event);
          if (handlers.current?.onFocus) handlers.current.onFocus(event);
          else enter(event);
        },
        onBlur: (event: FocusEvent<HTMLElement>) => {
          child.onBlur?.(event);
          pending.current = null;
          handlers.current?.onBlur?.(event);
        },
      })}
      {Tooltip && (
        <Tooltip content={content} relationship="inaccessible" withArrow={withArrow} positioning={positioning}>
          <TriggerProxy target={target} handlers={handlers} pending={pending} />
        </Tooltip>
      )}
    </>
  );
}
