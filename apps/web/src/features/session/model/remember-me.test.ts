import { afterEach, describe, expect, it } from 'vitest';
import { REMEMBER_MS, readRemembered, saveRemembered } from './remember-me.ts';

afterEach(() => saveRemembered(false, {}));

describe('remember me', () => {
  it('keeps the login for one day when ticked', () => {
    saveRemembered(true, { username: 'player1', password: 'pw 1;=' });
    expect(readRemembered()).toMatchObject({
      remember: true,
      username: 'player1',
      password: 'pw 1;=',
    });
    saveRemembered(true, { mobile: '5512345678', dialingCode: '52' });
    expect(readRemembered()).toMatchObject({
      username: 'player1',
      mobile: '5512345678',
      dialingCode: '52',
    });
  });

  it('has expired once the day is over', () => {
    saveRemembered(true, { username: 'old' }, Date.now() - REMEMBER_MS - 1000);
    expect(readRemembered()).toMatchObject({ remember: false, username: '' });
  });

  it('forgets everything when unticked', () => {
    saveRemembered(true, { username: 'player1', password: 'secret' });
    saveRemembered(false, { username: 'player1' });
    expect(readRemembered()).toEqual({
      remember: false,
      username: '',
      password: '',
      mobile: '',
      dialingCode: '',
    });
  });

  it('is exactly one day', () => {
    expect(REMEMBER_MS).toBe(86_400_000);
  });
});
