/**
 * The session dialogs, loaded on first opening only (app/dialog-host.tsx imports this
 * file with import()): nothing here, nor react-hook-form, joins the first page load.
 */
export { ChangePasswordDialog } from './components/change-password-dialog.tsx';
export { ForgotPasswordDialog } from './components/forgot-password-dialog.tsx';
export { LoginDialog } from './components/login-dialog.tsx';
export { RegisterDialog } from './components/register-dialog.tsx';
export { ResetPasswordDialog } from './components/reset-password-dialog.tsx';
