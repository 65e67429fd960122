import {
  opsCreateStaff,
  opsListStaff,
  opsUpdateStaff,
  STAFF_ROLES,
  type StaffRole,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

const roleOf = (value: string | undefined): StaffRole => {
  if (!value || !(STAFF_ROLES as readonly string[]).includes(value)) {
    throw new UsageError(`--role is one of ${STAFF_ROLES.join(', ')}`);
  }
  return value as StaffRole;
};

/**
 * `staff create <account> --role admin [--password P]`, `staff list`, `staff role <account>
 * <role>`, `staff disable|enable <account>`, `staff reset-authenticator <account>`: the
 * console's staff accounts (decision 038). The first admin is made here, with the service key.
 */
export function staffCommand(words: string[]): Request | null {
  const [area, action, account, ...rest] = words;
  if (area !== 'staff') return null;
  if (action === 'list') {
    return opsRequest(opsListStaff, { query: {} }, (v) =>
      v.staff
        .map(
          (s) =>
            `${s.account}  ${s.role}${s.disabled ? '  disabled' : ''}${s.enrolled ? '' : '  (authenticator not enrolled)'}`,
        )
        .join('\n'),
    );
  }
  if (!account || account.startsWith('--'))
    throw new UsageError(`staff ${action ?? ''} needs an account`);
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    if (i < 0) return undefined;
    const value = rest[i + 1];
    if (value === undefined || value.startsWith('--'))
      throw new UsageError(`${name} needs a value`);
    return value;
  };
  const update = (change: Record<string, unknown>, said: string) =>
    opsRequest(
      opsUpdateStaff,
      { body: { account, ...change } },
      (v) => `${v.staff.account} ${said}`,
    );
  switch (action) {
    case 'create': {
      const password = flag('--password');
      return opsRequest(
        opsCreateStaff,
        { body: { account, role: roleOf(flag('--role')), ...(password ? { password } : {}) } },
        (v) =>
          `staff ${v.staff.account} (${v.staff.role}) created` +
          (v.password ? `; password ${v.password} — shown once` : '') +
          '; the first console login enrols the authenticator',
      );
    }
    case 'role': {
      const role = roleOf(rest[0]);
      return update({ role }, `is now ${role}; their sessions ended`);
    }
    case 'disable':
      return update({ disabled: true }, 'disabled; their sessions ended');
    case 'enable':
      return update({ disabled: false }, 'enabled');
    case 'reset-authenticator':
      return update({ resetAuthenticator: true }, 'enrols a new authenticator at the next login');
    default:
      throw new UsageError(`unknown command: staff ${action ?? ''}`);
  }
}
