import { describe, expect, it } from 'vitest';
import { type QueuedShot, type SavedShots, ShotQueue, sessionShotStore } from './batch-queue.ts';

const SESSION = 'S'.repeat(43);
const shot = (i: number, bet = 0.1): QueuedShot => ({ species: 'clownfish', bet, fish: i });

/** Request ids 'batch-0001', 'batch-0002'…: a new one shows as a new number. */
function ids() {
  let n = 0;
  return () => `batch-${String(++n).padStart(4, '0')}`;
}

const memoryStore = () => {
  let saved: SavedShots | undefined;
  return {
    load: () => saved,
    save: (s: SavedShots) => {
      saved = structuredClone(s);
    },
  };
};

describe('ShotQueue', () => {
  it('batches the queued hits in order, at most max shots a batch', () => {
    const queue = new ShotQueue(3, memoryStore(), ids());
    for (let i = 0; i < 7; i++) queue.add(shot(i));
    const first = queue.take();
    expect(first?.shots.map((s) => s.fish)).toEqual([0, 1, 2]);
    queue.answered(first?.requestId ?? '');
    const second = queue.take();
    expect(second?.shots.map((s) => s.fish)).toEqual([3, 4, 5]);
    expect(second?.requestId).not.toBe(first?.requestId);
    queue.answered(second?.requestId ?? '');
    expect(queue.take()?.shots.map((s) => s.fish)).toEqual([6]);
  });

  it('keeps one batch in flight: the next waits for its answer', () => {
    const queue = new ShotQueue(40, memoryStore(), ids());
    queue.add(shot(1));
    const out = queue.take();
    queue.add(shot(2));
    expect(queue.inFlight).toBe(true);
    expect(queue.take()).toBeNull();
    expect(queue.backlog).toBe(1);
    queue.answered('someone-else');
    expect(queue.take()).toBeNull();
    queue.answered(out?.requestId ?? '');
    expect(queue.take()?.shots.map((s) => s.fish)).toEqual([2]);
  });

  it('sends an unanswered batch again with the same requestId and the same shots', () => {
    const queue = new ShotQueue(2, memoryStore(), ids());
    queue.add(shot(1));
    queue.add(shot(2));
    const out = queue.take();
    queue.add(shot(3));
    queue.unanswered();
    const again = queue.take();
    expect(again).toEqual(out);
    expect(again?.requestId).toBe('batch-0001');
    expect(queue.owedMinor).toBe(30);
  });

  it('drops the refused batch and the hits behind it, charging none of them', () => {
    const queue = new ShotQueue(2, memoryStore(), ids());
    for (let i = 0; i < 3; i++) queue.add(shot(i, 0.5));
    queue.take();
    expect(queue.owedMinor).toBe(150);
    expect(queue.refused().map((s) => s.fish)).toEqual([0, 1, 2]);
    expect(queue.owedMinor).toBe(0);
    expect(queue.take()).toBeNull();
  });

  it('keeps the pending batch and the queued hits in sessionStorage and restores them', () => {
    const store = () => sessionShotStore(SESSION, 40);
    const queue = new ShotQueue(40, store(), ids());
    queue.add(shot(1));
    queue.add(shot(2));
    const out = queue.take();
    queue.add(shot(3));
    expect(sessionStorage.getItem(`fish-shots:${SESSION}`)).toContain(out?.requestId);

    // A reload: a new queue (and new ids) finds the batch and sends it under its requestId.
    const reloaded = new ShotQueue(40, store(), () => 'never-used');
    expect(reloaded.owedMinor).toBe(30);
    const resent = reloaded.take();
    expect(resent?.requestId).toBe(out?.requestId);
    // The sea of the hits is gone: the shots are the same, their fish unknown.
    expect(resent?.shots).toEqual([
      { species: 'clownfish', bet: 0.1, fish: -1 },
      { species: 'clownfish', bet: 0.1, fish: -1 },
    ]);
    reloaded.answered(resent?.requestId ?? '');
    expect(reloaded.take()?.shots).toEqual([{ species: 'clownfish', bet: 0.1, fish: -1 }]);
    expect(reloaded.take()).toBeNull();
  });

  it('forgets its storage once everything is answered, and ignores damaged storage', () => {
    const queue = new ShotQueue(40, sessionShotStore(SESSION, 40), ids());
    queue.add(shot(1));
    queue.answered(queue.take()?.requestId ?? '');
    expect(sessionStorage.getItem(`fish-shots:${SESSION}`)).toBeNull();

    sessionStorage.setItem(
      `fish-shots:${SESSION}`,
      JSON.stringify({
        pending: { requestId: 'no spaces allowed', shots: [shot(1)] },
        queued: [{ species: 'shark', bet: 'lots' }, shot(2)],
      }),
    );
    const restored = new ShotQueue(40, sessionShotStore(SESSION, 40), () => 'fresh-id-1');
    expect(restored.take()).toEqual({
      requestId: 'fresh-id-1',
      shots: [{ species: 'clownfish', bet: 0.1, fish: -1 }],
    });
  });
});
