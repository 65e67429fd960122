/**
 * Open dialogs, oldest first. Only the top one reacts to Escape and traps Tab, so a
 * dialog opened from another (a warning over the member centre) behaves on its own;
 * the page scroll stays locked until the last one closes.
 */
const stack: symbol[] = [];
let savedOverflow = '';
let savedPadding = '';

function lockScroll() {
  const body = document.body;
  savedOverflow = body.style.overflow;
  savedPadding = body.style.paddingInlineEnd;
  // Hiding the scrollbar would shift the page sideways; pad by its width instead.
  const gap = window.innerWidth - document.documentElement.clientWidth;
  if (gap > 0 && document.documentElement.clientWidth > 0) {
    body.style.paddingInlineEnd = `${gap}px`;
  }
  body.style.overflow = 'hidden';
}

function unlockScroll() {
  document.body.style.overflow = savedOverflow;
  document.body.style.paddingInlineEnd = savedPadding;
}

/** Registers an open dialog; the returned function unregisters it. */
export function pushModal(): { id: symbol; release: () => void } {
  const id = Symbol('modal');
  if (stack.length === 0) lockScroll();
  stack.push(id);
  return {
    id,
    release: () => {
      const index = stack.indexOf(id);
      if (index === -1) return;
      stack.splice(index, 1);
      if (stack.length === 0) unlockScroll();
    },
  };
}

export function isTopModal(id: symbol): boolean {
  return stack[stack.length - 1] === id;
}

const focusableSelector = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Elements Tab can reach inside `root`, in document order. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    (el) => el.tabIndex >= 0 && !el.closest('[hidden],[inert]'),
  );
}
