import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { refused } from '../test/fake-server.ts';
import { cherrySpin, figure, renderPlay } from '../test/fixtures.tsx';
import { PREFS_KEY } from './prefs.ts';
import type { SlotRound } from './slot-result.tsx';
import { noWin, prefersReducedMotion, serveSlot, winOf } from './slot-test-kit.ts';

const SPIN = '/play/api/slots/spin';

beforeEach(() => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue({ postMessage: vi.fn() } as unknown as Window);
  // Autoplay's rules, not the reels' animation: each round lands as soon as it is answered.
  prefersReducedMotion(true);
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

/** Moves the clock on by `ms` in steps, letting React render and the fake server answer. */
async function elapse(ms: number) {
  for (let t = 0; t < ms; t += 100) await act(() => vi.advanceTimersByTimeAsync(100));
}

/** Answers the spins in turn, the last answer again once they run out. */
function answers(...rounds: (() => unknown)[]) {
  let n = 0;
  return () => {
    const answer = rounds[Math.min(n, rounds.length - 1)];
    n += 1;
    return answer?.();
  };
}
const round = (r: SlotRound) => () => r;

async function startAutoplay(
  spins: string,
  set: { anyWin?: boolean; winAbove?: string; balanceBelow?: string } = {},
) {
  const u = user();
  await u.click(await screen.findByRole('button', { name: 'Autoplay' }));
  const form = screen.getByRole('form', { name: 'Autoplay' });
  await u.selectOptions(within(form).getByRole('combobox', { name: 'Number of spins' }), spins);
  if (set.anyWin) await u.click(within(form).getByRole('checkbox', { name: 'Stop on any win' }));
  if (set.winAbove) {
    await u.type(within(form).getByLabelText('Stop if a single win exceeds'), set.winAbove);
  }
  if (set.balanceBelow) {
    await u.type(within(form).getByLabelText('Stop if the balance falls below'), set.balanceBelow);
  }
  await u.click(within(form).getByRole('button', { name: 'Start autoplay' }));
}

const stopButton = () => screen.queryByRole('button', { name: /^Stop autoplay/ });

describe('SlotGame autoplay', () => {
  it('plays the number of spins chosen, each a round of its own', async () => {
    const server = serveSlot(answers(round(noWin(0, 999.9))));
    renderPlay();
    await startAutoplay('10');
    expect(stopButton()).toBeTruthy();
    await elapse(15_000);
    const sent = server.to(SPIN);
    expect(sent).toHaveLength(10);
    expect(new Set(sent.map((s) => s.body.requestId)).size).toBe(10);
    expect(stopButton()).toBeNull();
    expect(screen.getByRole('button', { name: 'Spin' })).toBeTruthy();
  });

  it('stops on "any win" after the first winning spin', async () => {
    const server = serveSlot(
      answers(round(noWin(0, 999.9)), round(noWin(1, 999.8)), round(cherrySpin(2, 999.9))),
    );
    renderPlay();
    await startAutoplay('10', { anyWin: true });
    await elapse(10_000);
    expect(server.to(SPIN)).toHaveLength(3);
    expect(stopButton()).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('You won $0.20');
    expect(figure('Balance')).toBe('$999.90');
  });

  it('stops on an error, such as a balance too low for the bet', async () => {
    const server = serveSlot(
      answers(round(noWin(0, 999.9)), () =>
        refused(400, 'WALLET_INSUFFICIENT_FUNDS', 'Insufficient balance'),
      ),
    );
    renderPlay();
    await startAutoplay('25');
    await elapse(8_000);
    expect(server.to(SPIN)).toHaveLength(2);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(stopButton()).toBeNull();
  });

  it('stops when a single win exceeds the amount set', async () => {
    const server = serveSlot(
      answers(round(winOf(2, 0, 1000.1)), round(winOf(6, 1, 1000.6)), round(noWin(2, 1000.5))),
    );
    renderPlay();
    await startAutoplay('10', { winAbove: '0.5' });
    await elapse(10_000);
    expect(server.to(SPIN)).toHaveLength(2);
    expect(stopButton()).toBeNull();
  });

  it('stops when the balance falls below the amount set', async () => {
    const server = serveSlot(
      answers(round(noWin(0, 999.9)), round(noWin(1, 999.8)), round(noWin(2, 999.7))),
    );
    renderPlay();
    await startAutoplay('50', { balanceBelow: '999.85' });
    await elapse(10_000);
    expect(server.to(SPIN)).toHaveLength(2);
  });

  it('stops on the Stop button, and when the page is hidden', async () => {
    const server = serveSlot(answers(round(noWin(0, 999.9))));
    renderPlay();
    await startAutoplay('100');
    await elapse(2_000);
    await user().click(stopButton() as HTMLElement);
    const played = server.to(SPIN).length;
    await elapse(5_000);
    expect(server.to(SPIN)).toHaveLength(played);

    await startAutoplay('100');
    await elapse(1_000);
    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(stopButton()).toBeNull();
    const before = server.to(SPIN).length;
    await elapse(5_000);
    expect(server.to(SPIN).length).toBeLessThanOrEqual(before + 1);
  });
});

describe('SlotGame sound', () => {
  /** A Web Audio stand-in that counts the notes started (jsdom has no audio). */
  function fakeAudio() {
    const notes = { started: 0 };
    const param = { value: 0, setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} };
    class FakeAudioContext {
      state = 'running';
      currentTime = 0;
      destination = {};
      createGain = () => ({ gain: param, connect: (next: unknown) => next });
      createOscillator = () => ({
        type: 'sine',
        frequency: param,
        connect: (next: unknown) => next,
        start: () => {
          notes.started += 1;
        },
        stop: () => undefined,
      });
      resume = () => Promise.resolve();
    }
    vi.stubGlobal('AudioContext', FakeAudioContext);
    return notes;
  }

  it('is muted until the player turns it on, and remembers the choice', async () => {
    const notes = fakeAudio();
    serveSlot(() => cherrySpin(0, 999.9));
    const { unmount } = renderPlay();
    const sound = await screen.findByRole('button', { name: 'Sound' });
    expect(sound.getAttribute('aria-pressed')).toBe('false');
    await user().click(screen.getByRole('button', { name: 'Spin' }));
    await screen.findByText('You won $0.20');
    expect(notes.started).toBe(0);

    await user().click(sound);
    expect(sound.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toMatchObject({ sound: true });
    await user().click(screen.getByRole('button', { name: 'Spin' }));
    // The win chime: a note or more, made on the spot.
    await vi.waitFor(() => expect(notes.started).toBeGreaterThan(0));

    unmount();
    renderPlay();
    const again = await screen.findByRole('button', { name: 'Sound' });
    expect(again.getAttribute('aria-pressed')).toBe('true');
    await user().click(again);
    expect(again.getAttribute('aria-pressed')).toBe('false');
    expect(JSON.parse(localStorage.getItem(PREFS_KEY) ?? '{}')).toMatchObject({ sound: false });
  });
});
