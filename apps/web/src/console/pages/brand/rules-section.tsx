import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';
import { NumberField, SaveRow, SwitchField } from './setting-fields.tsx';
import { useSettingForm } from './use-setting-form.ts';

/** What this page edits of a rule; the rest (pattern, mobile variant) is sent as it was. */
export interface RuleView {
  field: string;
  enabled: boolean;
  required: boolean;
  minLength: number;
  maxLength: number;
}

const EDITED = ['enabled', 'required', 'minLength', 'maxLength'] as const;

/** The registration rules of product §5, one row per field: shown, required, length bounds. */
export function RulesSection({ rules, readOnly }: { rules: RuleView[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = useSettingForm('registerRules', rules);
  const shown = new Set(rules.flatMap((_, i) => EDITED.map((k) => `${i}.${k}`)));
  return (
    <section className={styles.section} aria-labelledby="cs-br-rules">
      <h2 id="cs-br-rules">{t('cs_br_rules')}</h2>
      <p className={styles.muted}>{t('cs_br_rules_hint')}</p>
      <div className={styles.scroll}>
        <table className={styles.table} aria-labelledby="cs-br-rules">
          <thead>
            <tr>
              <th scope="col">{t('cs_br_rule_field')}</th>
              <th scope="col">{t('cs_br_rule_enabled')}</th>
              <th scope="col">{t('cs_br_rule_required')}</th>
              <th scope="col">{t('cs_br_rule_min')}</th>
              <th scope="col">{t('cs_br_rule_max')}</th>
            </tr>
          </thead>
          <tbody>
            {rules.map((rule, i) => (
              <tr key={rule.field}>
                <th scope="row">{rule.field}</th>
                <td>
                  <SwitchField
                    form={form}
                    path={`${i}.enabled`}
                    label={t('cs_br_rule_enabled_of', { field: rule.field })}
                    readOnly={readOnly}
                    inTable
                  />
                </td>
                <td>
                  <SwitchField
                    form={form}
                    path={`${i}.required`}
                    label={t('cs_br_rule_required_of', { field: rule.field })}
                    readOnly={readOnly}
                    inTable
                  />
                </td>
                <td>
                  <NumberField
                    form={form}
                    path={`${i}.minLength`}
                    label={t('cs_br_rule_min_of', { field: rule.field })}
                    readOnly={readOnly}
                    inTable
                  />
                </td>
                <td>
                  <NumberField
                    form={form}
                    path={`${i}.maxLength`}
                    label={t('cs_br_rule_max_of', { field: rule.field })}
                    readOnly={readOnly}
                    inTable
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <SaveRow
        form={form}
        label={t('cs_br_save_rules')}
        readOnly={readOnly}
        shown={(p) => shown.has(p)}
      />
    </section>
  );
}
