/** The staff area (issue 19, decision 038): staff accounts, their login and sessions. */

export { codeStep, passwordStep } from './login.ts';
export { createStaff, listStaff, updateStaff } from './manage.ts';
export { pruneStaffLogins, staffPruneJob } from './prune.ts';
export { staffById, staffView } from './repo.ts';
export {
  endStaffSession,
  isStaffToken,
  may,
  STAFF_IDLE_MS,
  type StaffPrincipal,
  staffOfToken,
} from './sessions.ts';
