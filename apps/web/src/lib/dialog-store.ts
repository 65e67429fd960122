import { create } from 'zustand';

/** The site-wide dialogs of product §2 that any part of the page may open. */
export type DialogName =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'resetPassword'
  | 'notice'
  | 'memberCentre'
  | 'agentCentre'
  | 'mailbox';

interface DialogState {
  open: DialogName | null;
  /**
   * Page key inside the member or agent centre (the mailbox's: 'all' or 'unread'); for the login dialog 'username' or 'sms';
   * 'forced' for a change of password that cannot be dismissed; the resetToken of the
   * reset-password dialog.
   */
  page?: string;
  openDialog(name: DialogName, page?: string): void;
  close(): void;
}

export const useDialogs = create<DialogState>((set) => ({
  open: null,
  openDialog: (name, page) => set({ open: name, page }),
  close: () => set({ open: null, page: undefined }),
}));
