import { opsChangeGame, opsChangeVendor, type ValueOf } from '@gamehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { staffCall } from '../../lib/staff-call.ts';
import { useAttempt } from '../../lib/use-attempt.ts';
import {
  GAMES_KEY,
  type GameRow,
  type RowChange,
  VENDORS_KEY,
  type VendorRow,
} from './games-keys.ts';

type Listed<T> = { list: T[] } | undefined;

/** The answered row in every cached list that holds it, so a switch shows its new state now. */
const replace =
  <T>(same: (row: T) => boolean, next: T) =>
  (data: Listed<T>) =>
    data && { ...data, list: data.list.map((row) => (same(row) ? next : row)) };

/**
 * The games page's changes, one at a time: a game's or a vendor's switch or order. What the
 * server answers replaces the row at once; the other lists are asked again (a vendor's
 * switch hides its games, a game's changes its vendor's count). Done and refused are said
 * in words, for everyone and for screen readers.
 */
export function useCatalogueChange() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const { busy, error, run } = useAttempt();
  const [done, setDone] = useState('');
  const changeGame = (game: GameRow, change: RowChange) =>
    run(async () => {
      setDone('');
      const row: ValueOf<typeof opsChangeGame> = await staffCall(opsChangeGame, {
        body: { id: game.id, ...change },
      });
      client.setQueriesData<Listed<GameRow>>(
        { queryKey: GAMES_KEY },
        replace((r) => r.id === row.id, row),
      );
      setDone(t('cs_gm_saved', { name: row.name }));
      await client.invalidateQueries({ queryKey: VENDORS_KEY });
    });
  const changeVendor = (vendor: VendorRow, change: RowChange) =>
    run(async () => {
      setDone('');
      const row = await staffCall(opsChangeVendor, { body: { code: vendor.code, ...change } });
      client.setQueryData<Listed<VendorRow>>(
        VENDORS_KEY,
        replace((r) => r.code === row.code, row),
      );
      setDone(t('cs_gm_saved', { name: row.displayName }));
      await client.invalidateQueries({ queryKey: GAMES_KEY });
    });
  return { busy, error, done, changeGame, changeVendor };
}
