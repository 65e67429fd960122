import { type RefObject, useEffect, useRef, useState } from 'react';

/** How long "Copied" stays. */
const COPIED_MS = 4000;

export type CopyState = 'idle' | 'copied' | 'refused';

/**
 * Copies a value to the clipboard. A browser that refuses (no permission, plain http) gets
 * the first input inside `box` focused and selected instead, so copying by hand is one
 * keystroke away; `state` says which happened ("Copied" goes after a few seconds).
 */
export function useCopy(value: string): {
  box: RefObject<HTMLDivElement | null>;
  state: CopyState;
  copy: () => Promise<void>;
} {
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<CopyState>('idle');

  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = async () => {
    setState('idle');
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(value);
      setState('copied');
    } catch {
      setState('refused');
      const input = box.current?.querySelector('input');
      input?.focus();
      input?.select();
    }
  };
  return { box, state, copy };
}
