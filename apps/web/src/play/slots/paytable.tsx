import { useTranslation } from 'react-i18next';
import { moneyText, toMajor, toMinor } from '../money.ts';
import { rulesOf, type SlotModel } from './get-slot-model.ts';
import styles from './slots.module.css';
import { SymbolArt } from './symbol-art.tsx';
import { symbolName } from './symbols.ts';

const counts = (pays: Record<string, number> | undefined) =>
  Object.keys(pays ?? {})
    .map(Number)
    .sort((a, b) => a - b);

/**
 * How to play: lines pay left to right, the paytable at the chosen bet (a line pays its
 * multiple of the line bet, the scatter its multiple of the total bet), the declared RTP.
 */
export function Paytable({
  model,
  bet,
  currency,
}: {
  model: SlotModel;
  bet: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const lines = model.paylines.length;
  // The line bet is whole minor units: bet levels are multiples of the line count.
  const lineBet = toMinor(bet) / lines;
  const ids = Object.keys(model.symbols);
  const lineSymbols = ids.filter((id) => counts(rulesOf(model, id).pays).length > 0);
  const scatter = ids.find((id) => rulesOf(model, id).scatter);
  const wild = ids.find((id) => rulesOf(model, id).wild);
  const money = (minor: number) => moneyText(toMajor(minor), currency);
  const rtp = (model.declaredRtp * 100).toFixed(2);
  return (
    <details className={styles.howTo}>
      <summary className={styles.summary}>{t('play_slot_how_to')}</summary>
      <p>{t('play_slot_rules', { lines, reels: model.reels.length, rows: model.rows })}</p>
      <p>{t('play_slot_rtp', { rtp })}</p>
      {wild && <p>{t('play_slot_wild_rule', { symbol: symbolName(t, wild) })}</p>}
      <table className={styles.paytable}>
        <caption>{t('play_slot_paytable', { bet: moneyText(bet, currency) })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('play_slot_symbol')}</th>
            <th scope="col">{t('play_slot_pays')}</th>
          </tr>
        </thead>
        <tbody>
          {lineSymbols.map((id) => {
            const pays = rulesOf(model, id).pays ?? {};
            return (
              <tr key={id}>
                <th scope="row">
                  <span className={styles.paySymbol}>
                    <SymbolArt id={id} className={styles.payArt} />
                    {symbolName(t, id)}
                  </span>
                </th>
                <td>
                  {counts(pays)
                    .map((n) => `${n}× ${money((pays[String(n)] ?? 0) * lineBet)}`)
                    .join(' · ')}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {scatter && <ScatterRules model={model} id={scatter} bet={bet} currency={currency} />}
    </details>
  );
}

function ScatterRules({
  model,
  id,
  bet,
  currency,
}: {
  model: SlotModel;
  id: string;
  bet: number;
  currency: string;
}) {
  const { t } = useTranslation();
  const rules = rulesOf(model, id);
  const pays = rules.scatterPays ?? {};
  const free = rules.freeSpins ?? {};
  const name = symbolName(t, id);
  return (
    <>
      <p>{t('play_slot_scatter_rule', { symbol: name })}</p>
      <ul>
        {counts(pays).map((n) => (
          <li key={n}>
            {t('play_slot_scatter_pays', {
              n,
              symbol: name,
              amount: moneyText(toMajor((pays[String(n)] ?? 0) * toMinor(bet)), currency),
            })}
          </li>
        ))}
        {counts(free).map((n) => (
          <li key={`free-${n}`}>
            {t('play_slot_scatter_free', { n, symbol: name, spins: free[String(n)] })}
          </li>
        ))}
      </ul>
    </>
  );
}
