import './styles/tokens.css';
import { createRoot } from 'react-dom/client';
import { boot } from './app/boot.tsx';
import { listenForPreloadErrors } from './app/chunk-error.ts';
import { applyTheme, initialTheme } from './lib/theme.ts';

// Before anything paints: the theme the visitor chose last time (or their device's).
applyTheme(initialTheme());
// Vite reports failed lazy chunks on window; from the start, so none goes unnoticed.
listenForPreloadErrors();

const container = document.getElementById('root');
if (container) void boot(createRoot(container));
