import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { showWarning } from '../../../components/ui/index.ts';
import { loadTextArea } from '../../../lib/i18n/index.ts';
import { useMemberPage } from '../../layout/index.ts';
import { endSession } from '../../session/index.ts';
import { useRealityCheck } from '../api/get-reality-check.ts';
import { nextCheckAt } from '../model/reality-check.ts';
import { RealityCheckDialog } from './reality-check-dialog.tsx';

/**
 * The texts (the member area's, where the security centre keeps them), asked for only
 * once a check or a session end is due: most sessions have neither. Should they fail to
 * arrive the clock still runs: the session limit must log out whatever.
 */
function useTexts(wanted: boolean) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!wanted || ready) return;
    let live = true;
    const done = () => live && setReady(true);
    loadTextArea('member').then(done, done);
    return () => {
      live = false;
    };
  }, [wanted, ready]);
  return ready;
}

/**
 * Mounted once while a player is logged in (app/reality-check-host.tsx loads it after the
 * login). Every `everyMinutes` of the session, counted from its start, it shows the
 * reality check; when the player's session time limit ends the session, it says so and
 * logs out (the server has ended the session by then anyway).
 */
export function RealityCheck() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const openPage = useMemberPage();
  const { data, refetch } = useRealityCheck();
  const [shown, setShown] = useState<{ playedMs: number } | null>(null);
  const startedAt = data ? Date.parse(data.startedAt) : Number.NaN;
  const every = data?.everyMinutes ?? null;
  const limitEndsAt = data?.limitEndsAt ? Date.parse(data.limitEndsAt) : null;
  const scheduled = every !== null || limitEndsAt !== null;
  const texts = useTexts(scheduled);

  // The next check; none while one is on screen (the one after counts from its close).
  useEffect(() => {
    if (!texts || every === null || Number.isNaN(startedAt) || shown) return;
    const now = Date.now();
    const timer = setTimeout(
      () => {
        setShown({ playedMs: Date.now() - startedAt });
        // A fresh net result for the dialog.
        void refetch();
      },
      nextCheckAt(startedAt, every, now) - now,
    );
    return () => clearTimeout(timer);
  }, [texts, every, startedAt, shown, refetch]);

  useEffect(() => {
    if (!texts || limitEndsAt === null || Number.isNaN(limitEndsAt)) return;
    const timer = setTimeout(
      () => {
        setShown(null);
        showWarning({
          icon: 'info',
          title: t('rg_limit_reached_title'),
          html: t('rg_limit_reached_text'),
          buttons: [{ label: t('in_increase_submit') }],
        });
        void endSession(client, { endedByServer: true });
      },
      Math.max(limitEndsAt - Date.now(), 0),
    );
    return () => clearTimeout(timer);
  }, [texts, limitEndsAt, client, t]);

  if (!shown) return null;
  return (
    <RealityCheckDialog
      playedMs={shown.playedMs}
      net={data?.net}
      onContinue={() => setShown(null)}
      onHistory={() => {
        setShown(null);
        openPage('personalHistoryCopy');
      }}
      onLogout={() => {
        setShown(null);
        void endSession(client).then(() => navigate('/'));
      }}
    />
  );
}
