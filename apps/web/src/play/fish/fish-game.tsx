import { useQuery } from '@tanstack/react-query';
import { type PointerEvent, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../components/ui/money.tsx';
import { RoundAlert } from '../frame/round-alert.tsx';
import { moneyText, toMajor, toMinor } from '../money.ts';
import { usePlaySession } from '../session/play-session.tsx';
import styles from './fish.module.css';
import { FishControls } from './fish-controls.tsx';
import type { Point } from './fish-paths.ts';
import { type FishModel, fishModelQuery } from './get-fish-model.ts';
import { fishAt } from './hit-test.ts';
import { Paytable, speciesName } from './paytable.tsx';
import { Sea } from './sea.ts';
import { useFishBatches } from './use-fish-batches.ts';
import { type Catches, useKillNews } from './use-kill-news.ts';
import { useSeaLoop, worldPoint } from './use-sea-loop.ts';

/** Auto-fire and a held pointer fire this often (s): about four shots a second. */
const AUTO_GAP = 0.25;
/** Space held down repeats; shots from it come no faster than this (ms). */
const KEY_GAP = 150;
const INTERACTIVE = 'button, a, input, select, textarea, summary, [contenteditable="true"]';

/**
 * The in-house fish game (engine `fish`): shoot fish swimming across a canvas sea; each
 * bullet that reaches a fish is a shot at its species, sent in batches, and the server
 * decides every kill. Lazy (play-app.tsx): its own chunk.
 */
export default function FishGame() {
  const { t } = useTranslation();
  const model = useQuery(fishModelQuery());
  if (model.isPending) return <p role="status">{t('play_loading_game')}</p>;
  if (model.isError) {
    return <RoundAlert error={model.error} canRetry onRetry={() => void model.refetch()} />;
  }
  return <FishTable model={model.data} />;
}

function FishTable({ model }: { model: FishModel }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const currency = session.currencySymbol;
  const bets = model.cannonBets;
  const [betIndex, setBetIndex] = useState(0);
  const [auto, setAuto] = useState(false);
  const [lock, setLock] = useState(false);
  const [paytableOpen, setPaytableOpen] = useState(false);
  const paytableId = useId();
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const [sea] = useState(() => new Sea(model.species));
  const bet = bets[betIndex] ?? 0;

  const word = ({ count, species, winMinor }: Catches) => {
    const amount = moneyText(toMajor(winMinor), currency);
    return count === 1
      ? t('fish_caught_one', { fish: speciesName(t, species), amount })
      : t('fish_caught_many', { count, amount });
  };
  const news = useKillNews(word);
  const batches = useFishBatches({
    max: model.maxShotsPerBatch,
    onAnswer: ({ shot, killed, win }) => {
      sea.resolve(shot.fish, killed, `+${formatMoney(win)}`);
      if (killed) news.caught(shot.species, toMinor(win));
    },
    onDropped: (shots) => {
      for (const shot of shots) sea.release(shot.fish);
      sea.dropBullets();
      setAuto(false);
    },
  });

  // The balance the player sees go down as bullets hit; each answer sets it from the server.
  const balanceMinor = toMinor(session.balance) - batches.owedMinor;
  const lowBalance = balanceMinor < toMinor(bet);
  const canFire = !ended && !batches.stopped && !lowBalance && bet > 0;

  // The animation loop runs once per mount and reads the latest of these through a ref.
  const live = useRef({
    locked: null as number | null,
    holding: false,
    aim: null as Point | null,
    cooldown: 0,
    lastKey: 0,
  });
  const power = bets.length > 1 ? betIndex / (bets.length - 1) : 0;
  const latest = useRef({ bet, auto, lock, balanceMinor, batches, power });
  latest.current = { bet, auto, lock, balanceMinor, batches, power };

  /** Fires toward a point if the balance covers this bullet and those still in the water. */
  const fireAt = useCallback(
    (to: Point) => {
      const { bet, balanceMinor, batches } = latest.current;
      const inWater = sea.bullets.reduce((sum, b) => sum + toMinor(b.bet), 0);
      if (!batches.canQueue() || balanceMinor - inWater < toMinor(bet) || bet <= 0) return false;
      return sea.fire(to, bet);
    },
    [sea],
  );

  /** The locked fish while it can still be shot (lock-on mode), else nothing. */
  const lockedFish = useCallback(() => {
    const l = live.current;
    const fish = l.locked === null ? undefined : sea.find(l.locked);
    if (fish?.hittable && latest.current.lock) return fish;
    l.locked = null;
    return undefined;
  }, [sea]);

  /** Where auto-fire, Space and Fire aim: the locked fish, else the nearest one. */
  const autoTarget = useCallback(
    (pointer: Point | null): Point | null => {
      const fish = lockedFish() ?? (pointer ? undefined : sea.nearest());
      return fish ? sea.aimAt(fish) : pointer;
    },
    [sea, lockedFish],
  );

  const fireNearest = useCallback(() => {
    const { x, y } = sea.cannon;
    fireAt(autoTarget(null) ?? { x, y: y - 100 });
  }, [sea, fireAt, autoTarget]);

  const frame = useCallback(
    (dt: number) => {
      const l = live.current;
      const { batches, auto } = latest.current;
      for (const hit of sea.step(dt)) batches.add(hit);
      l.cooldown -= dt;
      const locked = lockedFish();
      if (locked && !l.holding) sea.aim(sea.aimAt(locked));
      if ((auto || l.holding) && l.cooldown <= 0 && dt > 0) {
        const to = l.holding && !locked ? l.aim : autoTarget(l.aim);
        if (to && fireAt(to)) l.cooldown = AUTO_GAP;
        // Auto-fire that can no longer pay for a bullet turns itself off.
        else if (to && auto && sea.bullets.length === 0) setAuto(false);
      }
    },
    [sea, fireAt, autoTarget, lockedFish],
  );
  const look = useCallback(
    () => ({ power: latest.current.power, locked: live.current.locked }),
    [],
  );
  useSeaLoop(canvasRef, sea, frame, look);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.code !== 'Space' && e.key !== ' ') return;
      if (e.target instanceof Element && e.target.closest(INTERACTIVE)) return;
      e.preventDefault();
      const now = Date.now();
      if (now - live.current.lastKey < KEY_GAP) return;
      live.current.lastKey = now;
      fireNearest();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fireNearest]);

  const pointerDown = (e: PointerEvent<HTMLCanvasElement>) => {
    const canvas = e.currentTarget;
    const l = live.current;
    l.aim = worldPoint(canvas, sea, e);
    canvas.setPointerCapture?.(e.pointerId);
    if (lock) l.locked = fishAt(sea.fishes, l.aim)?.id ?? l.locked;
    const locked = lockedFish();
    fireAt(locked ? sea.aimAt(locked) : l.aim);
    l.holding = true;
    l.cooldown = AUTO_GAP;
  };
  const pointerMove = (e: PointerEvent<HTMLCanvasElement>) => {
    const l = live.current;
    l.aim = worldPoint(e.currentTarget, sea, e);
    if (!lockedFish()) sea.aim(l.aim);
  };
  const pointerUp = () => {
    live.current.holding = false;
  };
  const pointerLeave = () => {
    live.current.holding = false;
    live.current.aim = null;
  };

  return (
    <section className={styles.game} aria-label={t('fish_game')}>
      <div className={styles.seaBox}>
        <canvas
          ref={canvasRef}
          className={styles.sea}
          role="img"
          aria-label={t('fish_sea_label')}
          onPointerDown={pointerDown}
          onPointerMove={pointerMove}
          onPointerUp={pointerUp}
          onPointerCancel={pointerUp}
          onPointerLeave={pointerLeave}
        />
      </div>
      <FishControls
        balance={toMajor(balanceMinor)}
        currency={currency}
        bets={bets}
        betIndex={betIndex}
        onBetIndex={setBetIndex}
        canFire={canFire}
        onFire={fireNearest}
        auto={auto}
        onAuto={setAuto}
        lock={lock}
        onLock={setLock}
        paytableOpen={paytableOpen}
        onPaytable={setPaytableOpen}
        paytableId={paytableId}
      />
      {lowBalance && !batches.stopped && <p className={styles.hint}>{t('fish_low_balance')}</p>}
      <RoundAlert error={batches.error} canRetry={batches.canRetry} onRetry={batches.retry} />
      {batches.stopped && (
        <button type="button" className={styles.toggle} onClick={batches.resume}>
          {t('fish_play_on')}
        </button>
      )}
      <p className="visually-hidden" role="status" aria-live="polite">
        {news.news}
      </p>
      {paytableOpen && <Paytable id={paytableId} model={model} bet={bet} currency={currency} />}
    </section>
  );
}
