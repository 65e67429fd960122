import '../styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { applyTheme, initialTheme } from '../lib/theme.ts';
import { ConsoleApp } from './console-app.tsx';
import { initConsoleI18n, initialLanguage } from './lib/console-i18n.ts';

// The staff console (issue 19): a build of its own (vite.console.config.ts), nothing of it
// in the site's first load.
applyTheme(initialTheme());

const container = document.getElementById('root');
if (container) {
  const root = createRoot(container);
  const render = () =>
    root.render(
      <StrictMode>
        <ConsoleApp />
      </StrictMode>,
    );
  initConsoleI18n(initialLanguage()).then(render, render);
}
