import { useTranslation } from 'react-i18next';
import { SwitchButton } from '../../ui/switch-button.tsx';
import type { RowChange } from './games-keys.ts';
import { SortField } from './sort-field.tsx';

/** The three things staff set on a game or a vendor alike: shown, hot, its order. */
export function CatalogueCells({
  name,
  row,
  busy,
  onChange,
}: {
  name: string;
  row: { enabled: boolean; isHot: boolean; sort: number };
  busy: boolean;
  onChange: (change: RowChange) => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <td>
        <SwitchButton
          label={t('cs_gm_shown_of', { name })}
          on={row.enabled}
          disabled={busy}
          onChange={(enabled) => onChange({ enabled })}
        />
      </td>
      <td>
        <SwitchButton
          label={t('cs_gm_hot_of', { name })}
          on={row.isHot}
          disabled={busy}
          onChange={(hot) => onChange({ hot })}
        />
      </td>
      <td>
        <SortField
          name={name}
          sort={row.sort}
          disabled={busy}
          onSave={(sort) => onChange({ sort })}
        />
      </td>
    </>
  );
}
