import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { avatarSvg } from '../../src/modules/media/avatar.ts';
import { bannerSvg } from '../../src/modules/media/banner.ts';
import { LruCache } from '../../src/modules/media/cache.ts';
import { categoryCodes, categoryIconSvg } from '../../src/modules/media/category-icon.ts';
import {
  emblem,
  emblemKinds,
  materialDefs,
  themedEmblem,
} from '../../src/modules/media/emblems.ts';
import { gameTileSvg } from '../../src/modules/media/game-tile.ts';
import { hash32, rngFor } from '../../src/modules/media/hash.ts';
import { etagMatches } from '../../src/modules/media/index.ts';
import { licenceSealSvg } from '../../src/modules/media/licence-seal.ts';
import { palettes } from '../../src/modules/media/palettes.ts';
import { paymentBadgeSvg, paymentKindOf } from '../../src/modules/media/payment-badge.ts';
import { esc, monogram, svgDoc } from '../../src/modules/media/svg.ts';
import { vendorLogoSvg } from '../../src/modules/media/vendor-logo.ts';
import { expectValidSvg } from './svg-check.ts';

const generators: Record<string, (name: string) => string> = {
  game: (name) => gameTileSvg('vendor', name),
  vendor: vendorLogoSvg,
  banner: bannerSvg,
  payment: paymentBadgeSvg,
  licence: licenceSealSvg,
  avatar: avatarSvg,
};

const sample = Array.from({ length: 60 }, (_, i) => `name-${i}-${(i * 7919).toString(36)}`);

describe('media generators', () => {
  it.each(Object.entries(generators))(
    '%s: valid, small and distinct across many names',
    (_, make) => {
      const seen = new Set<string>();
      for (const name of sample) {
        const svg = make(name);
        expectValidSvg(svg);
        seen.add(svg);
      }
      expect(seen.size).toBe(sample.length);
    },
  );

  it('draws every emblem as valid SVG, and themed codes pick their emblem', () => {
    const palette = palettes[0];
    if (!palette) throw new Error('no palette');
    for (const kind of emblemKinds) {
      const body = emblem(kind, '#000');
      expectValidSvg(
        svgDoc({ width: 100, height: 100, title: kind, defs: materialDefs(palette, body), body }),
      );
    }
    expect(themedEmblem('crash')).toBe('rocket');
    expect(themedEmblem('aviator')).toBe('rocket');
    expect(themedEmblem('fishing-king')).toBe('fish');
    expect(themedEmblem('sicbo')).toBe('dice');
    expect(themedEmblem('baccarat')).toBe('cards');
    expect(themedEmblem('royal-crown')).toBe('crown');
    expect(themedEmblem('qwz')).toBeUndefined();
  });

  it('escapes XML special characters in everything it draws', () => {
    const nasty = `<script>alert("x")</script>&'"`;
    for (const [kind, make] of Object.entries(generators)) {
      const svg = make(nasty);
      expect(XMLValidator.validate(svg), kind).toBe(true);
      expect(svg, kind).not.toMatch(/<script/i);
      expect(svg, kind).toContain('&lt;script&gt;');
    }
    expect(gameTileSvg(`a&b<c>`, 'x')).toContain('A&amp;B&lt;C&gt;');
    expect(esc(`<a href="x">'&'</a>\u0000`)).toBe(
      '&lt;a href=&quot;x&quot;&gt;&apos;&amp;&apos;&lt;/a&gt;',
    );
  });

  it('draws every category active and inactive, and nothing for unknown codes', () => {
    for (const code of categoryCodes) {
      const on = categoryIconSvg(code, true) ?? '';
      const off = categoryIconSvg(code, false) ?? '';
      expectValidSvg(on);
      expectValidSvg(off);
      expect(off).not.toBe(on);
      expect(off).toContain('(inactive)');
    }
    expect(categoryCodes.sort()).toEqual(
      [
        'CRASH',
        'ELOTT',
        'ESPORTS',
        'FAV',
        'FISH',
        'HOT',
        'LIVE',
        'LOTT',
        'PVP',
        'RNG',
        'SPORTS',
      ].sort(),
    );
    expect(categoryIconSvg('NOPE', true)).toBeUndefined();
  });

  it('guesses payment kinds from brand and generic names', () => {
    expect(paymentKindOf('visa')).toBe('card');
    expect(paymentKindOf('mastercard')).toBe('card');
    expect(paymentKindOf('gcash')).toBe('ewallet');
    expect(paymentKindOf('usdt-trc20')).toBe('crypto');
    expect(paymentKindOf('eth')).toBe('crypto');
    expect(paymentKindOf('bank-transfer')).toBe('bank');
    expect(paymentKindOf('7-eleven')).toBe('cash');
  });

  it('draws an age seal for 18plus', () => {
    expect(licenceSealSvg('18plus')).toContain('>18+<');
    expect(licenceSealSvg('pagcor')).toContain('>PAGCOR<');
  });

  it('makes monograms from codes', () => {
    expect(monogram('sweet-bonanza')).toBe('SB');
    expect(monogram('fortuneTiger')).toBe('FT');
    expect(monogram('JL_fish_king_deluxe')).toBe('JFK');
    expect(monogram('crash')).toBe('CR');
    expect(monogram('ghor-001')).toBe('G1');
    expect(monogram('cpcn-040')).toBe('C40');
    expect(monogram('JL001')).toBe('JL');
    expect(monogram('777')).toBe('77');
    expect(monogram('---')).toBe('?');
  });

  it('hashes deterministically and spreads', () => {
    expect(hash32('pg/sweet-bonanza')).toBe(hash32('pg/sweet-bonanza'));
    expect(hash32('a')).not.toBe(hash32('b'));
    const a = rngFor('seed');
    const b = rngFor('seed');
    const drawn = Array.from({ length: 5 }, () => a.next());
    expect(Array.from({ length: 5 }, () => b.next())).toEqual(drawn);
    for (const x of drawn) expect(x >= 0 && x < 1).toBe(true);
  });

  it('generates fast', () => {
    const started = performance.now();
    for (let i = 0; i < 300; i++) {
      gameTileSvg('pg', `speed-${i}`);
      bannerSvg(`speed-${i}`);
    }
    expect(performance.now() - started).toBeLessThan(2000);
  });
});

describe('LRU cache and ETag matching', () => {
  it('evicts the least recently used entry', () => {
    const cache = new LruCache<number>(2);
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('matches If-None-Match lists, weak tags and *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abcd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
