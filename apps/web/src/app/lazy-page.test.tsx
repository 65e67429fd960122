import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { LazyRoute, lazyPage } from './lazy-page.tsx';

const Loaded = () => <h1>Loaded page</h1>;
const module = { Loaded };

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

  it('asks for its first data with the address it opens at, beside its code', async () => {
    const prefetch = vi.fn(async () => undefined);
    let codeArrives: () => void = () => undefined;
    const importer = vi.fn(
      () =>
        new Promise<{ Loaded: typeof Loaded }>((resolve) => {
          codeArrives = () => resolve({ Loaded });
        }),
    );
    const page = lazyPage('egame', importer, (m) => m.Loaded, { prefetch: async () => prefetch });
    const asked = page.prefetch({ language: 'ES', search: '?page=PG' });
    // The data is asked for while the page's code is still on its way.
    await vi.waitFor(() =>
      expect(prefetch).toHaveBeenCalledWith({ language: 'ES', search: '?page=PG' }),
    );
    expect(page.loaded).toBeUndefined();
    codeArrives();
    await asked;
    await page.load();
    expect(page.loaded).toBe(Loaded);
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
      { prefetch: async () => () => Promise.reject(new Error('offline')) },
    );
    await expect(noData.prefetch({ language: 'ES', search: '' })).resolves.toBeUndefined();
    expect(noData.loaded).toBe(Loaded);
  });
});
