/**
 * Accounts and sessions (product §4/§5): member info, logout, the code button and the
 * dialing-code select other features reuse, the words for the server's field issues
 * (a registration rule broken), and the session bootstrap. The dialogs
 * themselves are lazy: import them from './dialogs.ts' with import().
 */
export { memberInfoQuery, useMemberInfo } from './api/get-member-info.ts';
export { clearMemberQueries, endSession, useLogout } from './api/logout.ts';
export { CodeButton, type CodeButtonProps } from './components/code-button.tsx';
export {
  DialingCodeSelect,
  type DialingCodeSelectProps,
} from './components/dialing-code-select.tsx';
export { SessionBootstrap } from './components/session-bootstrap.tsx';
export { type CodeSent, type CountdownFrom, countdownSeconds } from './model/countdown.ts';
export { detailIssues, issueMessage } from './model/field-messages.ts';
