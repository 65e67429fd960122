export interface WarningOptions {
  icon?: 'warning' | 'error' | 'info' | 'success';
  title: string;
  /** Trusted or sanitised HTML body. */
  html?: string;
  buttons?: { label: string; onClick?: () => void }[];
  /** Clicking the cover closes unless cover is false. */
  cover?: boolean;
  autoCloseMs?: number;
}

export function showWarning(_options: WarningOptions) {}

export function WarningHost() {
  return null;
}
