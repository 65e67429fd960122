import { STAFF_ROLES } from '@gamehall/contract';
import { useTranslation } from 'react-i18next';

/** The staff list's query key: asked again after every change. */
export const STAFF = ['console', 'staff'];

/** The roles as options, in the console's language. */
export function RoleOptions() {
  const { t } = useTranslation();
  return STAFF_ROLES.map((role) => (
    <option key={role} value={role}>
      {t(`cs_role_${role}`)}
    </option>
  ));
}
