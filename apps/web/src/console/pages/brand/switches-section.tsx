import type { ModuleNode } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';
import styles from '../page.module.css';
import brand from './brand.module.css';
import { SaveRow, SwitchField } from './setting-fields.tsx';
import { useSettingForm } from './use-setting-form.ts';

/** The feature switches of product §5, in its order; each is a node of the module tree. */
export const SWITCH_CODES = [
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'CHNGPASSVERIF3',
  'DIRECTREG3',
] as const;

/** The dot path of the node `modId` in the tree ('0.childrenNodes.3'), wherever it sits. */
function pathOf(tree: ModuleNode[], modId: string, prefix = ''): string | null {
  for (const [i, node] of tree.entries()) {
    const here = `${prefix}${i}`;
    if (node.modId === modId) return here;
    const below = pathOf(node.childrenNodes, modId, `${here}.childrenNodes.`);
    if (below) return below;
  }
  return null;
}

/**
 * The switches as the site reads them (enabled '1'); saving sends the whole tree, the
 * other modules as they were.
 */
export function SwitchesSection({ tree, readOnly }: { tree: ModuleNode[]; readOnly: boolean }) {
  const { t } = useTranslation();
  const form = useSettingForm('whitelabel', tree);
  const found = SWITCH_CODES.map((code) => ({ code, path: pathOf(tree, code) }));
  const missing = found.filter((s) => !s.path).map((s) => s.code);
  const shown = new Set(found.flatMap((s) => (s.path ? [`${s.path}.enabled`] : [])));
  return (
    <section className={styles.section} aria-labelledby="cs-br-switches">
      <h2 id="cs-br-switches">{t('cs_br_switches')}</h2>
      <p className={styles.muted}>{t('cs_br_switches_hint')}</p>
      <div className={brand.switches}>
        {found.map(({ code, path }) =>
          path ? (
            <SwitchField
              key={code}
              form={form}
              path={`${path}.enabled`}
              label={t(`cs_br_sw_${code.toLowerCase()}`)}
              readOnly={readOnly}
              on="1"
              off="0"
            />
          ) : null,
        )}
      </div>
      {missing.length > 0 && (
        <p className={styles.muted}>{t('cs_br_switches_missing', { list: missing.join(', ') })}</p>
      )}
      <SaveRow
        form={form}
        label={t('cs_br_save_switches')}
        readOnly={readOnly}
        shown={(p) => shown.has(p)}
      />
    </section>
  );
}
