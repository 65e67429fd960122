import { COOL_OFF_HOURS, type Protection, type ProtectionChange } from '@gamehall/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../components/ui/index.ts';
import { useDialogs } from '../../../lib/dialog-store.ts';
import { errorText } from '../../../lib/error-text.ts';
import {
  ConfirmDialog,
  FormResult,
  panelStyles as panel,
  SelectField,
  useBrandTime,
} from '../../panel/index.ts';
import { endSession } from '../../session/index.ts';
import { useChangeProtection } from '../api/change-protection.ts';
import {
  type CoolOffHours,
  coolOffEnds,
  coolOffOf,
  EXCLUSION_LENGTHS,
  type ExclusionLength,
  exclusionEnds,
  exclusionOf,
} from '../model/exclusion.ts';
import styles from './protection.module.css';

type Asked =
  | { what: 'cool-off'; hours: CoolOffHours }
  | { what: 'self-exclusion'; length: ExclusionLength };

const lengthKey = (asked: Asked) =>
  asked.what === 'cool-off' ? `rg_cool_off_${asked.hours}` : `rg_exclusion_${asked.length}`;

/** When what is asked would end if it started now; null: never. */
function expectedEnd(asked: Asked, now = new Date()): Date | null {
  if (asked.what === 'cool-off') return coolOffEnds(now, asked.hours);
  return asked.length === 'permanent' ? null : exclusionEnds(now, asked.length);
}

/**
 * A cool-off or a self-exclusion, each behind a confirmation that says what follows: the
 * player is logged out at once and cannot log in, deposit or play until it ends, and it
 * cannot be undone or shortened. Once the server has it (and has ended every session), the
 * site forgets the session too and says when the player may come back.
 */
export function TakeABreak({ protection }: { protection: Protection }) {
  const { t } = useTranslation();
  const time = useBrandTime();
  const client = useQueryClient();
  const change = useChangeProtection();
  const [hours, setHours] = useState<CoolOffHours>(COOL_OFF_HOURS[0]);
  const [length, setLength] = useState<ExclusionLength>(EXCLUSION_LENGTHS[0] ?? 'permanent');
  const [asked, setAsked] = useState<Asked | null>(null);
  const current = protection.exclusion;

  const leave = async (answer: Protection, left: Asked) => {
    // The server's end has the last word; the one worked out here only if it sent none.
    const until = answer.exclusion
      ? answer.exclusion.until
      : (expectedEnd(left)?.toISOString() ?? null);
    const coolOff = left.what === 'cool-off';
    useDialogs.getState().close();
    await endSession(client, { endedByServer: true });
    showWarning({
      icon: 'info',
      title: t(coolOff ? 'rg_break_started_title' : 'rg_exclusion_started_title'),
      html:
        until === null
          ? t('rg_exclusion_started_permanent')
          : t(coolOff ? 'rg_break_started' : 'rg_exclusion_started', { until: time(until) }),
      buttons: [{ label: t('in_increase_submit') }],
    });
  };

  const confirm = () => {
    if (!asked) return;
    const body: ProtectionChange =
      asked.what === 'cool-off'
        ? { what: 'cool-off', hours: asked.hours }
        : {
            what: 'self-exclusion',
            months: asked.length === 'permanent' ? null : asked.length,
          };
    change.mutate(body, {
      onSuccess: (answer) => {
        setAsked(null);
        void leave(answer, asked);
      },
      onError: () => setAsked(null),
    });
  };

  const end = asked && expectedEnd(asked);
  const lengthText = asked ? t(lengthKey(asked)) : '';
  return (
    <div className={styles.block}>
      <h5 className={styles.subheading}>{t('rg_break_title')}</h5>
      <p className={panel.hint}>{t('rg_break_hint')}</p>
      {current && (
        <p className={panel.state}>
          {current.until === null
            ? t('rg_excluded_permanent')
            : t('rg_excluded_until', { until: time(current.until) })}
        </p>
      )}
      <div className={styles.choice}>
        <SelectField
          label={t('rg_cool_off_length')}
          value={String(hours)}
          onChange={(e) => setHours(coolOffOf(e.target.value))}
        >
          {COOL_OFF_HOURS.map((h) => (
            <option key={h} value={String(h)}>
              {t(`rg_cool_off_${h}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={panel.secondary}
          onClick={() => setAsked({ what: 'cool-off', hours })}
        >
          {t('rg_cool_off_start')}
        </button>
      </div>
      <div className={styles.choice}>
        <SelectField
          label={t('rg_exclusion_length')}
          value={String(length)}
          onChange={(e) => setLength(exclusionOf(e.target.value))}
        >
          {EXCLUSION_LENGTHS.map((m) => (
            <option key={m} value={String(m)}>
              {t(`rg_exclusion_${m}`)}
            </option>
          ))}
        </SelectField>
        <button
          type="button"
          className={`${panel.secondary} ${styles.danger}`}
          onClick={() => setAsked({ what: 'self-exclusion', length })}
        >
          {t('rg_exclusion_start')}
        </button>
      </div>
      <FormResult error={change.error ? errorText(change.error, t, 'site') : null} />
      {asked && (
        <ConfirmDialog
          title={
            asked.what === 'cool-off'
              ? t('rg_confirm_break_title', { length: lengthText })
              : end
                ? t('rg_confirm_exclusion_title', { length: lengthText })
                : t('rg_confirm_exclusion_permanent_title')
          }
          body={
            end
              ? t(
                  asked.what === 'cool-off' ? 'rg_confirm_break_body' : 'rg_confirm_exclusion_body',
                  {
                    until: time(end.toISOString()),
                  },
                )
              : t('rg_confirm_exclusion_permanent_body')
          }
          confirm={t(asked.what === 'cool-off' ? 'rg_confirm_break_go' : 'rg_confirm_exclusion_go')}
          cancel={t('in_more_cancel')}
          busy={change.isPending}
          onConfirm={confirm}
          onCancel={() => setAsked(null)}
        />
      )}
    </div>
  );
}
