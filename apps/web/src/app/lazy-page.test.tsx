import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyRoute, lazyPage } from './lazy-page.tsx';

const Loaded = () => <h1>Loaded page</h1>;
const module = { Loaded, prefetch: vi.fn(async () => undefined) };

const renderRoute = (page: ReturnType<typeof lazyPage>) =>
  render(
    <Suspense fallback={<p>Loading</p>}>
      <LazyRoute page={page} />
    </Suspense>,
  );

describe('a page asked for during boot', () => {
  it('renders at once, without its loading state, once its chunk is in', async () => {
    const page = lazyPage(
      'help',
      async () => module,
      (m) => m.Loaded,
    );
    expect(page.loaded).toBeUndefined();
    await page.load();
    renderRoute(page);
    // Synchronously: React would otherwise keep the loading state up for 300 ms.
    expect(screen.getByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
  });

  it('asks for its first data with the address it opens at, once its code is in', async () => {
    const prefetch = vi.fn(async () => undefined);
    const importer = vi.fn(async () => ({ Loaded, prefetch }));
    const page = lazyPage('egame', importer, (m) => m.Loaded, { prefetch: (m) => m.prefetch });
    await page.prefetch({ language: 'ES', search: '?page=PG' });
    expect(prefetch).toHaveBeenCalledWith({ language: 'ES', search: '?page=PG' });
    await page.load();
    expect(importer).toHaveBeenCalledTimes(1);
  });

  it('leaves a chunk that cannot load, or data that cannot come, to the page', async () => {
    const failing = lazyPage(
      'egame',
      () => Promise.reject(new Error('offline')),
      () => Loaded,
    );
    await expect(failing.prefetch({ language: 'ES', search: '' })).resolves.toBeUndefined();
    await expect(failing.load()).rejects.toThrow();
    const noData = lazyPage(
      'egame',
      async () => module,
      (m) => m.Loaded,
      { prefetch: () => () => Promise.reject(new Error('offline')) },
    );
    await expect(noData.prefetch({ language: 'ES', search: '' })).resolves.toBeUndefined();
    expect(noData.loaded).toBe(Loaded);
  });
});
