import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import './i18n.ts';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
});
