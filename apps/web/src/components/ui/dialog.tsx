import type { ReactNode } from 'react';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  /** Accessible name; shown as the heading unless hideTitle. */
  title: string;
  hideTitle?: boolean;
  children: ReactNode;
  /** Clicking the cover closes (spec: unless cover is off). Default true. */
  closeOnCover?: boolean;
  /** Escape closes. Default true. */
  closeOnEscape?: boolean;
  /** Close by itself after this many ms. */
  autoCloseMs?: number;
  /** Default 600 (spec §9 generic modal width). */
  width?: number;
  className?: string;
}

export function Dialog(props: DialogProps) {
  if (!props.open) return null;
  return (
    <div role="dialog" aria-modal="true" aria-label={props.title}>
      {props.children}
    </div>
  );
}
