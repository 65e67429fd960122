import { storage } from './storage.ts';

export type Theme = 'light' | 'dark';

/** The theme the visitor chose, else what the device prefers. */
export function initialTheme(): Theme {
  const saved = storage.local.get('theme');
  if (saved === 'light' || saved === 'dark') return saved;
  return window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export function applyTheme(theme: Theme) {
  document.documentElement.dataset.theme = theme;
  document.documentElement.style.colorScheme = theme;
}

export function saveTheme(theme: Theme) {
  storage.local.set('theme', theme);
  applyTheme(theme);
}

/** Brand colours an operator sets (brand config) become CSS variables. */
export function applyBrandColours(colours: { primary: string; accent: string }) {
  const root = document.documentElement.style;
  root.setProperty('--brand-primary', colours.primary);
  root.setProperty('--brand-accent', colours.accent);
}
