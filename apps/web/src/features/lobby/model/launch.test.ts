// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { game } from '../test-utils.ts';
import { launchTarget } from './launch.ts';

describe('launchTarget for a visitor', () => {
  const koi = game(1, 'Lucky Koi', { supportPlay: 0 });
  const visitor = { loggedIn: false, trial: false };

  it('starts free play for a free trial where the brand offers it', () => {
    expect(launchTarget(koi, 'demo', { ...visitor, freePlay: true })).toEqual({
      kind: 'freePlay',
    });
  });

  it('asks for a login to play for real, or for a trial without free play', () => {
    expect(launchTarget(koi, 'real', { ...visitor, freePlay: true })).toEqual({ kind: 'login' });
    expect(launchTarget(koi, 'demo', { ...visitor, freePlay: false })).toEqual({ kind: 'login' });
  });

  it('opens the game in demo mode once the trial account exists', () => {
    expect(launchTarget(koi, 'demo', { loggedIn: true, trial: true, freePlay: true })).toEqual({
      kind: 'route',
      to: `/game?gameId=1&vassalage=${koi.vassalage}&mode=demo`,
    });
  });
});

describe('launchTarget for a sportsbook title', () => {
  it('opens the sportsbook of its category with its book, for a visitor too', () => {
    const book = game(7, 'Sportsbook', { gameType: 'SPORTS', vassalage: 'GHSB' });
    const esports = game(8, 'E-sports book', {
      gameType: 'ESPORTS',
      vassalage: 'GHES',
      isGame: 'VASSALAGE',
    });
    expect(launchTarget(book, 'real', { loggedIn: false, trial: false })).toEqual({
      kind: 'route',
      to: '/sports?book=GHSB',
    });
    expect(launchTarget(esports, 'real', { loggedIn: true, trial: false })).toEqual({
      kind: 'route',
      to: '/esports?book=GHES',
    });
    expect(launchTarget(book, 'demo', { loggedIn: true, trial: true })).toEqual({
      kind: 'route',
      to: '/sports?book=GHSB',
    });
  });
});
