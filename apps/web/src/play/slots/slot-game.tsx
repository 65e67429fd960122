import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { RoundAlert } from '../frame/round-alert.tsx';
import { usePlaySession } from '../session/play-session.tsx';
import { celebrationOf } from './celebration-kind.ts';
import type { SlotModel } from './get-slot-model.ts';
import { slotModelQuery } from './get-slot-model.ts';
import { Paytable } from './paytable.tsx';
import { useSlotPrefs } from './prefs.ts';
import { useReducedMotion } from './reduced-motion.ts';
import { NORMAL, TURBO, useReelMotion } from './reel-motion.ts';
import { SlotControls } from './slot-controls.tsx';
import { SlotReels } from './slot-reels.tsx';
import { SlotResult } from './slot-result.tsx';
import styles from './slots.module.css';
import { useSound } from './sound.ts';
import { useSlotSpin } from './spin-slot.ts';
import { SymbolSprite } from './symbol-art.tsx';
import { useAutoplay } from './use-autoplay.ts';
import { lineCells, scatterCells, useLineCycle, WinLine, winningCells } from './win-lines.tsx';

// Most rounds never celebrate: the overlay and its burst load on the first big win.
const Celebration = lazy(() => import('./celebration.tsx'));

/** The window before the first spin: each reel strip from its first stop. */
const restingGrid = (model: SlotModel) =>
  model.reels.map((strip) =>
    Array.from({ length: model.rows }, (_, row) => strip[row % strip.length] ?? ''),
  );

/** A reel tick this often while reels spin: a soft rattle, not a tone. */
const TICK_MS = 90;

export function SlotGame({ engine }: { engine: string }) {
  const { t } = useTranslation();
  const model = useQuery(slotModelQuery(engine));
  if (model.isPending) return <p role="status">{t('play_loading_game')}</p>;
  if (model.isError) {
    return <RoundAlert error={model.error} canRetry onRetry={() => void model.refetch()} />;
  }
  return <SlotMachine model={model.data} />;
}

function SlotMachine({ model }: { model: SlotModel }) {
  const { t } = useTranslation();
  const { session, ended } = usePlaySession();
  const reduced = useReducedMotion();
  const [prefs, setPrefs] = useSlotPrefs();
  const sound = useSound(prefs.sound);
  const [bet, setBet] = useState(model.betLevels[0] ?? 0);
  const [shown, setShown] = useState(0);
  const [celebration, setCelebration] = useState<ReturnType<typeof celebrationOf>>(null);
  const round = useSlotSpin();
  const { answered } = round;
  const spins = answered?.round.outcome.spins;
  const index = Math.min(shown, (spins?.length ?? 1) - 1);
  const spin = spins?.[index];
  const resting = useMemo(() => restingGrid(model), [model]);
  const timing = reduced ? null : prefs.turbo ? TURBO : NORMAL;
  // What the reels show: the answer's spin on screen, named so each new one lands anew.
  const target = answered ? `${answered.seq}:${index}` : 'rest';
  const [landedKey, setLandedKey] = useState(target);

  const onLanded = (key: string) => {
    setLandedKey(key);
    const [seq, spinIndex] = key.split(':').map(Number);
    // Only the paid spin's landing settles the round; stepping through its free spins
    // shows what was already paid.
    if (!answered || seq !== answered.seq || spinIndex !== 0) return;
    const landed = answered.round;
    round.land(answered.seq);
    const party = celebrationOf(landed);
    if (party) {
      setCelebration(party);
      sound.play('fanfare');
    } else if (landed.win > 0) {
      sound.play('chime');
    }
    autoplay.landed(landed);
  };

  const phases = useReelMotion({
    reels: model.reels.length,
    spinning: round.busy,
    target,
    timing,
    onReelStop: () => sound.play('stop'),
    onLanded,
  });
  const moving = phases.some((phase) => phase !== 'rest');
  const looping = phases.some((phase) => phase === 'loop');
  const busy = round.busy || moving;
  // The spin on screen has landed: its wins may be marked and drawn.
  const still = !busy && landedKey === target && spin !== undefined;
  const lineIndex = useLineCycle(still ? (spin?.lineWins.length ?? 0) : 0, target);
  const winning = useMemo(
    () => (still ? winningCells(model, spin) : new Set<string>()),
    [still, model, spin],
  );
  const pulsing = useMemo(
    () =>
      new Set(
        still && spin ? [...lineCells(model, spin, lineIndex), ...scatterCells(model, spin)] : [],
      ),
    [still, model, spin, lineIndex],
  );

  const play = () => {
    // A press of Spin is a gesture: the audio context may start (or resume) inside it.
    if (prefs.sound) sound.unlock();
    setShown(0);
    round.play({ bet });
  };
  const lastWin = round.landed?.win ?? 0;
  const autoplay = useAutoplay({
    ready: !busy && !ended && celebration === null && landedKey === target,
    spin: play,
    error: round.error,
    // Time to see a win before the next spin; turbo keeps the pace up.
    pause: (prefs.turbo ? 300 : 700) + (lastWin > 0 ? 900 : 0),
  });

  useEffect(() => {
    if (!looping || !prefs.sound) return;
    const id = setInterval(() => sound.play('tick'), TICK_MS);
    return () => clearInterval(id);
  }, [looping, prefs.sound, sound.play]);

  const closeCelebration = useCallback(() => setCelebration(null), []);
  const canSpin = !busy && !ended && bet > 0;

  return (
    <section className={styles.machine} aria-label={t('play_slot_machine')}>
      <SymbolSprite />
      <SlotReels
        strips={model.reels}
        grid={spin?.grid ?? resting}
        stops={spin?.stops ?? []}
        phases={phases}
        timing={timing}
        winning={winning}
        pulsing={pulsing}
        busy={busy}
      >
        {still && spin && <WinLine model={model} spin={spin} index={lineIndex} />}
      </SlotReels>
      <SlotControls
        betLevels={model.betLevels}
        bet={bet}
        onBet={setBet}
        currency={session.currencySymbol}
        busy={busy}
        canSpin={canSpin}
        onSpin={play}
        autoplay={{ ...autoplay, canStart: canSpin && celebration === null }}
        prefs={prefs}
        onPrefs={setPrefs}
        onSoundOn={sound.unlock}
      />
      <RoundAlert error={round.error} canRetry={round.canRetry} onRetry={round.retry} />
      {round.landed && !round.busy && (
        <SlotResult
          round={round.landed}
          shown={index}
          onShow={setShown}
          currency={session.currencySymbol}
        />
      )}
      <Paytable model={model} bet={bet} currency={session.currencySymbol} />
      {celebration && (
        <Suspense fallback={null}>
          <Celebration
            kind={celebration.kind}
            amount={celebration.amount}
            currency={session.currencySymbol}
            reduced={reduced}
            onClose={closeCelebration}
          />
        </Suspense>
      )}
    </section>
  );
}
