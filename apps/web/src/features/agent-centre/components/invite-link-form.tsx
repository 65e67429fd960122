import { CONTRACT_KINDS, type ContractKind, PAYOUT_PERIODS } from '@gamehall/contract';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-client.ts';
import { errorText } from '../../../lib/error-text.ts';
import { FormResult, panelStyles } from '../../panel/index.ts';
import { useSections } from '../../system/index.ts';
import { useCreateInviteLink } from '../api/team.ts';
import { CONTRACT_SWITCH } from '../model/contract-switches.ts';
import {
  checkTable,
  draftTerms,
  newRateTable,
  type RateTableDraft,
} from '../model/rate-table-check.ts';
import { MAX_LINKS } from './invite-links.tsx';
import { RateTableEditor } from './rate-table-editor.tsx';
import styles from './team.module.css';

type LinkType = 'PLAYER' | 'AGENT';
type Presets = Partial<Record<ContractKind, RateTableDraft>>;

/**
 * Register centre: a new registration link, for players or for agents; one for agents may
 * offer a contract of each type the brand runs (within the agent's own, the server says).
 */
export function InviteLinkForm() {
  const { t } = useTranslation();
  const shown = useSections();
  const create = useCreateInviteLink();
  const typeName = useId();
  const [type, setType] = useState<LinkType>('PLAYER');
  const [presets, setPresets] = useState<Presets>({});
  const [checked, setChecked] = useState(false);
  const [result, setResult] = useState<{ done?: string; error?: string }>({});
  const kinds = CONTRACT_KINDS.filter((kind) => shown(CONTRACT_SWITCH[kind]));
  const chosen = type === 'AGENT' ? kinds.filter((kind) => presets[kind]) : [];

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setResult({});
    setChecked(true);
    const contracts = chosen.flatMap((kind) => {
      const terms = draftTerms(kind, presets[kind] as RateTableDraft);
      return terms ? [{ kind, terms }] : [];
    });
    // A table with a problem shows it on its fields; nothing is sent.
    if (contracts.length < chosen.length) return;
    try {
      const link = await create.mutateAsync({ type, contracts });
      setResult({ done: t('at_link_created', { code: link.code }) });
      setType('PLAYER');
      setPresets({});
      setChecked(false);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : '';
      setResult({
        error:
          code === 'CONFLICT'
            ? t('at_err_link_limit', { max: MAX_LINKS })
            : code === 'VALIDATION_FAILED' && contracts.length > 0
              ? t('at_err_link_presets')
              : errorText(err, t, 'site'),
      });
    }
  };

  return (
    <form className={styles.linkForm} onSubmit={(e) => void submit(e)} noValidate>
      <fieldset className={styles.choices}>
        <legend className={panelStyles.label}>{t('at_registers_as')}</legend>
        {(['PLAYER', 'AGENT'] as const).map((value) => (
          <label key={value} className={styles.choice}>
            <input
              type="radio"
              name={typeName}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {t(`at_type_${value}`)}
          </label>
        ))}
      </fieldset>
      {type === 'AGENT' && kinds.length > 0 && (
        <fieldset className={styles.presets}>
          <legend className={panelStyles.label}>{t('at_presets')}</legend>
          <p className={panelStyles.hint}>{t('at_presets_hint')}</p>
          {kinds.map((kind) => {
            const table = presets[kind];
            return (
              <div key={kind} className={styles.preset}>
                <label className={styles.choice}>
                  <input
                    type="checkbox"
                    checked={table !== undefined}
                    onChange={(e) =>
                      setPresets((was) => {
                        const next = { ...was };
                        if (e.target.checked) next[kind] = newRateTable();
                        else delete next[kind];
                        return next;
                      })
                    }
                  />
                  {t('at_preset_kind', { kind: t(`ag_kind_${kind}`) })}
                </label>
                {table && (
                  <RateTableEditor
                    kind={kind}
                    label={t('at_rates_of', { kind: t(`ag_kind_${kind}`) })}
                    value={table}
                    periods={kind === 'DIVIDEND' ? PAYOUT_PERIODS : undefined}
                    check={checked ? checkTable(kind, table.tiers) : null}
                    onChange={(next) => setPresets((was) => ({ ...was, [kind]: next }))}
                  />
                )}
              </div>
            );
          })}
        </fieldset>
      )}
      <button type="submit" className={panelStyles.primary} disabled={create.isPending}>
        {t('at_link_create')}
      </button>
      <FormResult success={result.done !== undefined} done={result.done} error={result.error} />
    </form>
  );
}
