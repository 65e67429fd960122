import { afterEach } from 'vitest';
import './i18n.ts';

// Test files of pure logic run without a DOM (`// @vitest-environment node`): a jsdom
// window costs about a second per file (issue 13: a test suite that stays fast).
if (typeof window !== 'undefined') {
  const { cleanup } = await import('@testing-library/react');
  // jsdom lays nothing out, so it has no scrolling; tests that care spy on these.
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;

  afterEach(() => {
    cleanup();
    sessionStorage.clear();
    localStorage.clear();
  });
}
