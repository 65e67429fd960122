// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './guard.ts';

const visit = (pathname: string, loginedToHomePage: boolean, hasToken = false) =>
  guardRedirect({ pathname, loginedToHomePage, hasToken });

describe('guardRedirect', () => {
  it('lets everyone through when loginedToHomePage is off', () => {
    for (const path of ['/', '/index', '/vip', '/rng', '/nowhere']) {
      expect(visit(path, false)).toBeNull();
    }
  });

  it('sends a visitor without a token to /login when it is on', () => {
    for (const path of ['/', '/index', '/index.html', '/vip', '/help', '/down', '/rng']) {
      expect(visit(path, true)).toBe('/login');
    }
  });

  it('keeps the product’s open paths open', () => {
    for (const path of ['/login', '/register', '/register.html', '/helpmc', '/download']) {
      expect(visit(path, true)).toBeNull();
    }
    expect(visit('/helpmc/', true)).toBeNull();
  });

  it('does not treat look-alike paths as open', () => {
    expect(visit('/helpmc2', true)).toBe('/login');
    expect(visit('/login/extra', true)).toBe('/login');
  });

  it('lets a visitor with a token go anywhere', () => {
    expect(visit('/vip', true, true)).toBeNull();
    expect(visit('/index', true, true)).toBeNull();
  });
});
