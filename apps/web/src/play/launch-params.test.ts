// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { kindOf } from './engines.ts';
import { readLaunchParams } from './launch-params.ts';

describe('readLaunchParams', () => {
  it('reads the address the site launches', () => {
    expect(
      readLaunchParams({
        pathname: '/play/slot-sevens',
        search: '?token=abc&game=ghor-0001&lang=ES&mode=real',
      }),
    ).toEqual({ token: 'abc', lang: 'ES', engine: 'slot-sevens', room: '' });
  });

  it('reads the room a PVP card game was launched into', () => {
    expect(
      readLaunchParams({
        pathname: '/play/zhajinhua',
        search: '?token=abc&game=crdc-0002&lang=EN&mode=real&room=beginner',
      }),
    ).toEqual({ token: 'abc', lang: 'EN', engine: 'zhajinhua', room: 'beginner' });
    expect(readLaunchParams({ pathname: '/play/holdem', search: '?token=t&room=' }).room).toBe('');
  });

  it('falls back to English for a language the page has no texts for', () => {
    expect(readLaunchParams({ pathname: '/play/roulette', search: '?token=t&lang=TH' }).lang).toBe(
      'EN',
    );
    expect(readLaunchParams({ pathname: '/play/roulette', search: '?token=t&lang=cn' }).lang).toBe(
      'CN',
    );
    expect(readLaunchParams({ pathname: '/play/roulette', search: '' })).toEqual({
      token: null,
      lang: 'EN',
      engine: 'roulette',
      room: '',
    });
  });
});

describe('kindOf', () => {
  it('plays the slots, the tables, crash and the live tables, not unknown engines yet', () => {
    expect(kindOf('slot-jade-temple')).toBe('slot');
    expect(kindOf('roulette')).toBe('roulette');
    expect(kindOf('baccarat')).toBe('baccarat');
    expect(kindOf('crash')).toBe('crash');
    for (const live of ['sicbo', 'fish-prawn-crab', 'sedie', 'fantan', 'dragon-tiger', 'niuniu']) {
      expect(kindOf(live)).toBe('live');
    }
    for (const pvp of ['zhajinhua', 'holdem', 'niuniu-grab']) expect(kindOf(pvp)).toBe('pvp');
    expect(kindOf('constructor')).toBeNull();
    expect(kindOf('keno')).toBeNull();
    expect(kindOf('')).toBeNull();
  });
});
