// @vitest-environment node

import { withImageHost } from '@gamehall/contract';
import { describe, expect, it } from 'vitest';
import { queryClient } from '../../lib/query-client.ts';
import { statusQuery } from './api/get-status.ts';
import { imageUrl } from './image-url.ts';

describe('withImageHost', () => {
  it('puts an http(s) origin in front of a server path', () => {
    expect(withImageHost('/media/banner/1.svg', 'https://img1.cdn.example')).toBe(
      'https://img1.cdn.example/media/banner/1.svg',
    );
    expect(withImageHost('/media/x.svg', 'http://img.example/base/')).toBe(
      'http://img.example/base/media/x.svg',
    );
  });

  it('puts a path prefix in front of a server path', () => {
    expect(withImageHost('/media/x.svg', '/cdn')).toBe('/cdn/media/x.svg');
    expect(withImageHost('/media/x.svg', '/cdn/')).toBe('/cdn/media/x.svg');
  });

  it('leaves the path alone for this server or an odd host', () => {
    for (const cdn of ['', '/', ' ', '//img.example', 'img.example', 'javascript:alert(1)']) {
      expect(withImageHost('/media/x.svg', cdn)).toBe('/media/x.svg');
    }
  });

  it('leaves addresses that are not server paths alone', () => {
    for (const path of [
      'https://vendor.example/logo.png',
      'data:image/png;base64,AA',
      '//x.example/a.png',
      '',
    ]) {
      expect(withImageHost(path, 'https://img1.cdn.example')).toBe(path);
    }
  });
});

describe('imageUrl', () => {
  it('uses the image CDN of the cached status, and keeps the first one it saw', () => {
    const status = (imageCDN: string) =>
      queryClient.setQueryData(statusQuery().queryKey, (old) => ({ ...old, imageCDN }) as never);
    status('https://img1.cdn.example');
    expect(imageUrl('/media/vendor/evo.svg')).toBe('https://img1.cdn.example/media/vendor/evo.svg');
    // A later status call picked another host: the page's images stay where they are.
    status('https://img2.cdn.example');
    expect(imageUrl('/media/vendor/pg.svg')).toBe('https://img1.cdn.example/media/vendor/pg.svg');
  });
});
