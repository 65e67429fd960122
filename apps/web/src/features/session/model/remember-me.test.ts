import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBER_MS, readRemembered, saveRemembered, stopRemembering } from './remember-me.ts';

afterEach(() => saveRemembered(false, {}));

describe('remember me', () => {
  it('keeps the login for one day when ticked', () => {
    saveRemembered(true, { username: 'player 1;=' });
    expect(readRemembered()).toMatchObject({ remember: true, username: 'player 1;=' });
    saveRemembered(true, { mobile: '5512345678', dialingCode: '52' });
    expect(readRemembered()).toMatchObject({
      username: 'player 1;=',
      mobile: '5512345678',
      dialingCode: '52',
    });
  });

  it('has expired once the day is over', () => {
    saveRemembered(true, { username: 'old' }, Date.now() - REMEMBER_MS - 1000);
    expect(readRemembered()).toMatchObject({ remember: false, username: '' });
  });

  it('forgets everything when unticked', () => {
    saveRemembered(true, { username: 'player1' });
    saveRemembered(false, { username: 'player1' });
    expect(readRemembered()).toEqual({
      remember: false,
      username: '',
      mobile: '',
      dialingCode: '',
    });
  });

  it('never keeps a password where scripts can read it, and drops one an older site kept', () => {
    saveRemembered(true, { username: 'player1' });
    // biome-ignore lint/suspicious/noDocumentCookie: plays the older site that wrote it
    document.cookie = 'rememberPassword=secret123; path=/';
    readRemembered();
    expect(document.cookie).not.toContain('secret123');
    expect(document.cookie).not.toContain('Password');
  });

  it('stops trying once the server forgot the browser, keeping the username', () => {
    saveRemembered(true, { username: 'player1' });
    stopRemembering();
    expect(readRemembered()).toMatchObject({ remember: false, username: 'player1' });
  });

  it('is exactly one day', () => {
    expect(REMEMBER_MS).toBe(86_400_000);
  });
});
