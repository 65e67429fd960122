import { create } from 'zustand';
import type { WarningIcon } from './warning-icons.tsx';

export interface WarningOptions {
  icon?: WarningIcon;
  title: string;
  /** Trusted or sanitised HTML body. */
  html?: string;
  buttons?: { label: string; onClick?: () => void }[];
  /** Clicking the cover closes unless cover is false. */
  cover?: boolean;
  autoCloseMs?: number;
  /** Called once when the person or the timer closes the warning. */
  onClose?: () => void;
}

export interface QueuedWarning {
  id: number;
  options: WarningOptions;
}

interface WarningQueue {
  items: QueuedWarning[];
  dismiss(id: number): void;
}

/** Warnings wait their turn: two errors at once are shown one after the other. */
export const useWarningQueue = create<WarningQueue>((set) => ({
  items: [],
  dismiss: (id) => set((s) => ({ items: s.items.filter((w) => w.id !== id) })),
}));

let nextId = 1;

/** Queues a warning (product §2 generic warning dialog); returns a function that removes it. */
export function showWarning(options: WarningOptions): () => void {
  const id = nextId++;
  useWarningQueue.setState((s) => ({ items: [...s.items, { id, options }] }));
  return () => useWarningQueue.getState().dismiss(id);
}
