import { type RefObject, useEffect, useEffectEvent } from 'react';
import { focusableIn, isTopModal, pushModal } from './modal-stack.ts';

interface ModalOptions {
  panelRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  closeOnEscape: boolean;
  autoCloseMs?: number;
}

/** Where focus goes on open: an element marked data-autofocus, else the first control
 * of the content (not the close button, which comes first in the markup), else the
 * close button, else the panel itself. */
function initialFocus(panel: HTMLElement): HTMLElement {
  const marked = panel.querySelector<HTMLElement>('[data-autofocus]');
  if (marked) return marked;
  const all = focusableIn(panel);
  return all.find((el) => !el.hasAttribute('data-dialog-close')) ?? all[0] ?? panel;
}

/**
 * The behaviour every dialog shares (product §4 "Modals", §9 close key 27): page scroll
 * locked, focus moved in and trapped, Escape closes, focus returns to the opener.
 */
export function useModal({ panelRef, onClose, closeOnEscape, autoCloseMs }: ModalOptions) {
  // Listeners are bound once per opening but must see the latest callback and option.
  const close = useEffectEvent(() => onClose());
  const escapeCloses = useEffectEvent(() => closeOnEscape);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const { id, release } = pushModal();
    const panel = panelRef.current;
    if (panel) initialFocus(panel).focus();

    const onKeyDown = (event: KeyboardEvent) => {
      if (!isTopModal(id) || !panel) return;
      if (event.key === 'Escape') {
        // A control inside that used Escape itself (a dropdown closing) keeps the dialog.
        if (escapeCloses() && !event.defaultPrevented) {
          event.preventDefault();
          close();
        }
        return;
      }
      if (event.key !== 'Tab') return;
      const items = focusableIn(panel);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        panel.focus();
        return;
      }
      const active = document.activeElement;
      const inside = active instanceof Node && panel.contains(active);
      if (event.shiftKey && (!inside || active === first || active === panel)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (!inside || active === last)) {
        event.preventDefault();
        first.focus();
      }
    };
    // A click or script that moves focus behind the top dialog brings it back inside.
    const onFocusIn = (event: FocusEvent) => {
      if (!isTopModal(id) || !panel) return;
      if (event.target instanceof Node && !panel.contains(event.target)) {
        initialFocus(panel).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      release();
      if (opener?.isConnected) opener.focus();
    };
  }, [panelRef]);

  useEffect(() => {
    if (autoCloseMs === undefined || autoCloseMs <= 0) return;
    const timer = window.setTimeout(() => close(), autoCloseMs);
    return () => window.clearTimeout(timer);
  }, [autoCloseMs]);
}
