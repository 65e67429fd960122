import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkBoundary } from './chunk-boundary.tsx';
import { asChunkLoadError, ChunkLoadError, listenForPreloadErrors } from './chunk-error.ts';
import { ChunkErrorView } from './chunk-error-view.tsx';
import { type LazyPage, LazyRoute, lazyPage } from './lazy-page.tsx';

const TIMEOUT_TEXT = 'The page took longer time to load, please check your network connectivity';
const MISSING_TEXT = /Part of this page could not be loaded/;

const Loaded = () => <h1>Loaded page</h1>;
const missing = () =>
  new TypeError('Failed to fetch dynamically imported module: https://site.test/assets/vip-1.js');

/** React 19 wants a suspending render inside an awaited act. */
async function renderPage(page: LazyPage, reload = vi.fn()) {
  await act(async () => {
    render(
      <ChunkBoundary resetKey="/vip" reload={reload}>
        <Suspense fallback={<p>Loading</p>}>
          <LazyRoute page={page} />
        </Suspense>
      </ChunkBoundary>,
    );
  });
  return reload;
}

describe('ChunkErrorView', () => {
  it.each([
    [new ChunkLoadError('timeout', 'vip'), TIMEOUT_TEXT],
    [new ChunkLoadError('missing', '/assets/vip.js'), MISSING_TEXT],
    [new ChunkLoadError('other', 'vip'), MISSING_TEXT],
    [new ChunkLoadError('missing', '/assets/vip.css', true), 'Loading CSS chunk failed'],
  ])('shows the text for %s', (error, text) => {
    render(<ChunkErrorView error={error} onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});

describe('asChunkLoadError', () => {
  it('reads the reason and URL from the browser and Vite messages', () => {
    const js = asChunkLoadError(missing());
    expect(js?.reason).toBe('missing');
    expect(js?.url).toBe('https://site.test/assets/vip-1.js');
    const css = asChunkLoadError(new Error('Unable to preload CSS for /assets/vip-2.css'));
    expect(css?.css).toBe(true);
    expect(css?.url).toBe('/assets/vip-2.css');
    expect(asChunkLoadError(new Error('x is undefined'))).toBeNull();
  });

  it('recognises any error Vite reported through vite:preloadError', () => {
    const stop = listenForPreloadErrors();
    const odd = new Error('Importing failed for a reason nobody words the same');
    const event = Object.assign(new Event('vite:preloadError'), { payload: odd });
    window.dispatchEvent(event);
    expect(asChunkLoadError(odd, 'help')?.url).toBe('help');
    stop();
  });
});

describe('lazy pages behind the chunk boundary', () => {
  // React reports every error a boundary catches; these are the point of the tests.
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows the missing-chunk message and loads again on retry', async () => {
    const importer = vi
      .fn<() => Promise<{ Loaded: typeof Loaded }>>()
      .mockRejectedValueOnce(missing())
      .mockResolvedValue({ Loaded });
    const reload = await renderPage(lazyPage('Vip', importer, (m) => m.Loaded));
    expect(await screen.findByText(MISSING_TEXT)).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Loaded page' })).toBeTruthy();
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads the page when the retry fails too', async () => {
    const importer = vi.fn<() => Promise<{ Loaded: typeof Loaded }>>().mockRejectedValue(missing());
    const reload = await renderPage(lazyPage('Vip', importer, (m) => m.Loaded));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(importer).toHaveBeenCalledTimes(2);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('gives up on a chunk that takes longer than the time limit', async () => {
    const never = () => new Promise<{ Loaded: typeof Loaded }>(() => undefined);
    await renderPage(lazyPage('Vip', never, (m) => m.Loaded, { timeoutMs: 20 }));
    expect(await screen.findByText(TIMEOUT_TEXT)).toBeTruthy();
  });
});
