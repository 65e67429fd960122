import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MAIN_IMAGE_WAIT_MS, preloadImage } from './image-cache.ts';
import { LazyImage } from './lazy-image.tsx';

/** jsdom has no IntersectionObserver: this one lets the test say when things are near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  readonly targets: Element[] = [];
  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options?: IntersectionObserverInit,
  ) {
    FakeObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  disconnect() {
    this.targets.length = 0;
  }
  unobserve() {}
  takeRecords() {
    return [];
  }
  /** Reports every observed element as within reach. */
  bringNear() {
    const entries = this.targets.map((target) => ({ target, isIntersecting: true }));
    this.callback(entries as unknown as IntersectionObserverEntry[], this as never);
  }
}

let unique = 0;
/** A new address per test: loaded addresses are remembered for the tab. */
const nextSrc = () => `/media/banner-${++unique}.png`;

beforeEach(() => {
  FakeObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const img = () => screen.getByRole('img', { name: 'Summer bonus' });

describe('LazyImage', () => {
  it('waits until near the viewport, preloading 30% of a screen ahead', () => {
    const src = nextSrc();
    render(<LazyImage src={src} alt="Summer bonus" width={300} height={150} />);
    expect(screen.queryByRole('img')).toBeNull();
    const observer = FakeObserver.instances[0];
    expect(observer?.options?.rootMargin).toBe('30% 30%');

    act(() => observer?.bringNear());
    expect(img().tagName).toBe('IMG');
    expect(img().getAttribute('src')).toBe(src);
  });

  it('keeps its size from the start so nothing shifts', () => {
    const { container } = render(
      <LazyImage src={nextSrc()} alt="Summer bonus" width={300} height={150} />,
    );
    const box = container.firstElementChild as HTMLElement;
    expect(box.style.inlineSize).toBe('300px');
    expect(box.style.aspectRatio).toBe('300 / 150');
    expect(box.getAttribute('aria-busy')).toBe('true');
  });

  it('loads at once where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<LazyImage src={nextSrc()} alt="Summer bonus" />);
    expect(img().tagName).toBe('IMG');
  });

  it('retries after a failure and shows the image once it loads', () => {
    vi.useFakeTimers();
    const src = nextSrc();
    const { container } = render(<LazyImage src={src} alt="Summer bonus" />);
    act(() => FakeObserver.instances[0]?.bringNear());

    fireEvent.error(img());
    // The retry waits a moment before asking again.
    expect(screen.queryByRole('img')).toBeNull();
    act(() => vi.advanceTimersByTime(300));
    expect(img().getAttribute('src')).toBe(`${src}?retry=2`);

    fireEvent.load(img());
    expect(img().tagName).toBe('IMG');
    expect(container.firstElementChild?.hasAttribute('aria-busy')).toBe(false);
  });

  it('gives up after 3 attempts and shows the error placeholder with the alt text', () => {
    vi.useFakeTimers();
    const src = nextSrc();
    render(<LazyImage src={src} alt="Summer bonus" retryDelayMs={100} />);
    act(() => FakeObserver.instances[0]?.bringNear());

    const tried: (string | null)[] = [];
    for (let attempt = 1; attempt <= 3; attempt++) {
      act(() => vi.advanceTimersByTime(1000));
      tried.push(img().getAttribute('src'));
      fireEvent.error(img());
    }
    expect(tried).toEqual([src, `${src}?retry=2`, `${src}?retry=3`]);
    expect(img().tagName.toLowerCase()).toBe('svg');
    act(() => vi.advanceTimersByTime(5000));
    expect(img().tagName.toLowerCase()).toBe('svg');
  });

  it('shows an image it has loaded before without waiting', () => {
    const src = nextSrc();
    const first = render(<LazyImage src={src} alt="Summer bonus" />);
    act(() => FakeObserver.instances[0]?.bringNear());
    fireEvent.load(img());
    first.unmount();

    render(<LazyImage src={src} alt="Summer bonus" />);
    expect(img().tagName).toBe('IMG');
  });

  it('starts over when the address changes', () => {
    vi.useFakeTimers();
    const { rerender } = render(<LazyImage src={nextSrc()} alt="Summer bonus" />);
    act(() => FakeObserver.instances[0]?.bringNear());
    for (let i = 0; i < 3; i++) {
      act(() => vi.advanceTimersByTime(1000));
      fireEvent.error(img());
    }
    expect(img().tagName.toLowerCase()).toBe('svg');

    const other = nextSrc();
    rerender(<LazyImage src={other} alt="Summer bonus" />);
    expect(img().getAttribute('src')).toBe(other);
  });
});

/** Images made with `new Image()` (preloadImage): the test says when one has loaded. */
class FakeImage {
  static made: FakeImage[] = [];
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  src = '';
  fetchPriority = '';
  constructor() {
    FakeImage.made.push(this);
  }
}

describe("the page's main image", () => {
  beforeEach(() => {
    FakeImage.made = [];
    vi.stubGlobal('Image', FakeImage);
  });

  it('is fetched first and at once; the other images wait until it has loaded', async () => {
    const main = nextSrc();
    preloadImage(main);
    expect(FakeImage.made[0]).toMatchObject({ src: main, fetchPriority: 'high' });

    render(<LazyImage src={nextSrc()} alt="Summer bonus" />);
    act(() => FakeObserver.instances[0]?.bringNear());
    expect(screen.queryByRole('img')).toBeNull();

    await act(async () => FakeImage.made[0]?.onload?.());
    expect(img().tagName).toBe('IMG');
  });

  it('holds the others back for a few seconds at most, as a failed one does not', async () => {
    vi.useFakeTimers();
    preloadImage(nextSrc());
    render(<LazyImage src={nextSrc()} alt="Summer bonus" />);
    act(() => FakeObserver.instances[0]?.bringNear());
    expect(screen.queryByRole('img')).toBeNull();
    await act(async () => vi.advanceTimersByTime(MAIN_IMAGE_WAIT_MS));
    expect(img().tagName).toBe('IMG');

    preloadImage(nextSrc());
    const later = render(<LazyImage src={nextSrc()} alt="Winter bonus" />);
    act(() => FakeObserver.instances.at(-1)?.bringNear());
    expect(later.queryByRole('img', { name: 'Winter bonus' })).toBeNull();
    await act(async () => FakeImage.made.at(-1)?.onerror?.());
    expect(later.getByRole('img', { name: 'Winter bonus' }).tagName).toBe('IMG');
  });

  it('itself shows without waiting to come near the viewport', () => {
    const main = nextSrc();
    preloadImage(main);
    render(<LazyImage src={main} alt="Summer bonus" priority />);
    expect(img().getAttribute('src')).toBe(main);
    expect(img().getAttribute('fetchpriority')).toBe('high');
  });
});
