import {
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  useCallback,
  useRef,
  useState,
} from 'react';

type Source = 'hover' | 'focus' | 'click';

/**
 * A dropdown that opens on mouse hover and on keyboard focus and closes on leave, on
 * blur and on Escape, with a toggle button for touch and screen-reader users (the
 * "disclosure navigation menu" pattern, aria-expanded on the toggle).
 *
 * A pointer press on the toggle only closes a panel it opened itself: hover (mouse) and
 * focus (a touch tap focuses first) open the panel a moment before the click lands, and
 * a plain toggle would shut it again under the user's finger.
 */
export function useHoverDisclosure<T extends HTMLElement>() {
  const [open, setOpenState] = useState(false);
  const source = useRef<Source | null>(null);
  const rootRef = useRef<T>(null);
  const inside = (node: EventTarget | null) =>
    node instanceof Node && rootRef.current?.contains(node) === true;

  const show = (from: Source) => {
    source.current = from;
    setOpenState(true);
  };
  const setOpen = useCallback((next: boolean) => {
    if (!next) source.current = null;
    setOpenState(next);
  }, []);

  const rootProps = {
    ref: rootRef,
    onPointerEnter: (e: PointerEvent) => e.pointerType === 'mouse' && !open && show('hover'),
    onPointerLeave: (e: PointerEvent) => e.pointerType === 'mouse' && setOpen(false),
    onFocus: (e: FocusEvent) => !open && !inside(e.relatedTarget) && show('focus'),
    onBlur: (e: FocusEvent) => !inside(e.relatedTarget) && setOpen(false),
    onKeyDown: (e: KeyboardEvent) => {
      if (e.key !== 'Escape' || !open) return;
      e.stopPropagation();
      setOpen(false);
      // Focus inside the hidden panel would be lost: bring it back to the entry link.
      if (inside(document.activeElement)) rootRef.current?.querySelector<HTMLElement>('a')?.focus();
    },
  };

  const toggleProps = {
    'aria-expanded': open,
    onClick: (e: MouseEvent) => {
      // detail 0 is a keyboard click: a plain toggle, as aria-expanded promises.
      const close = open && (e.detail === 0 || source.current === 'click');
      if (close) setOpen(false);
      else show('click');
    },
  };

  return { open, setOpen, rootProps, toggleProps };
}
