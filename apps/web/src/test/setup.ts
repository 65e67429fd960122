import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n.ts';

// jsdom lays nothing out, so it has no scrolling; tests that care spy on these.
window.scrollTo = () => undefined;
Element.prototype.scrollIntoView = () => undefined;

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
