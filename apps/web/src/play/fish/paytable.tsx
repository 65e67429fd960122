import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { moneyText, toMajor, toMinor } from '../money.ts';
import { drawSpecimen } from './draw-sea.ts';
import styles from './fish.module.css';
import { bodyRatio, type Species } from './fish-kinds.ts';
import type { FishModel } from './get-fish-model.ts';

/** A species' name in the page's language; a species added later shows its id. */
export const speciesName = (t: (key: string) => string, id: string) => {
  const key = `fish_species_${id}`;
  const name = t(key);
  return name === key ? id : name;
};

/** The species' own drawing, the same as in the sea (the name beside it says what it is). */
function Specimen({ id }: { id: string }) {
  const ref = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const canvas = ref.current;
    let ctx: CanvasRenderingContext2D | null = null;
    try {
      ctx = canvas?.getContext('2d') ?? null;
    } catch {
      ctx = null; // no canvas (jsdom)
    }
    if (!canvas || !ctx) return;
    const dpr = Math.min(3, window.devicePixelRatio || 1);
    canvas.width = 72 * dpr;
    canvas.height = 44 * dpr;
    ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
    drawSpecimen(ctx, id, 72, 44, bodyRatio(id));
  }, [id]);
  return (
    <span className={styles.specimen} aria-hidden="true">
      <canvas ref={ref} className={styles.specimenCanvas} />
    </span>
  );
}

/**
 * What each fish pays, smallest to biggest, at the chosen cannon bet, and the rule that
 * makes them fair to one another: every shot returns the same share on average.
 */
export function Paytable({
  id,
  model,
  bet,
  currency,
}: {
  id: string;
  model: FishModel;
  bet: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const species: Species[] = [...model.species].sort((a, b) => a.multiplier - b.multiplier);
  return (
    <section id={id} className={styles.paytable} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className={styles.paytableTitle}>
        {t('fish_paytable')}
      </h2>
      <p>{t('fish_rule', { rtp: model.rtpPercent })}</p>
      <p>{t('fish_how_to')}</p>
      <ul className={styles.species}>
        {species.map((s) => (
          <li key={s.id} className={styles.speciesItem}>
            <Specimen id={s.id} />
            <span className={styles.speciesName}>{speciesName(t, s.id)}</span>
            <span className={styles.multiplier}>×{s.multiplier}</span>
            <span className={styles.pays}>
              {t('fish_pays', {
                amount: moneyText(toMajor(toMinor(bet) * s.multiplier), currency),
              })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
