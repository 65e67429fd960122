import { useTranslation } from 'react-i18next';
import { SwitchButton } from '../../ui/switch-button.tsx';
import page from '../page.module.css';
import { SHOWN_WORDS } from './content-text.ts';

/** Opens a row's form: its name says which row, since a table has one per row. */
export function EditButton({ title, onClick }: { title: string; onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={page.secondary}
      aria-label={t('cs_ct_edit_named', { title })}
      onClick={onClick}
    >
      {t('cs_ct_edit')}
    </button>
  );
}

/** A notice's or banner's last two cells: shown on the site or not, and its form. */
export function ShownAndEditCells({
  title,
  active,
  busy,
  onShow,
  onEdit,
}: {
  title: string;
  active: boolean;
  busy: boolean;
  onShow: (active: boolean) => void;
  onEdit: () => void;
}) {
  const { t } = useTranslation();
  return (
    <>
      <td>
        <SwitchButton
          words={SHOWN_WORDS}
          label={t('cs_ct_show_named', { title })}
          on={active}
          disabled={busy}
          onChange={onShow}
        />
      </td>
      <td>
        <EditButton title={title} onClick={onEdit} />
      </td>
    </>
  );
}
