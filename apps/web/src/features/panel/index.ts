/**
 * The centres' panel kit (member centre, agent centre): the dialog and its menu, and what
 * every page is made of — sections, fields, figures, record tables with paging, status
 * tags, form results, the money form's fields and hook, the brand's time. Used by the pages
 * of cashier, wallet, records, the member centre and the agent centre; nothing here is in
 * the site's first load (only lazily loaded pages use it).
 */

export { CentreDialog } from './components/centre-dialog.tsx';
export { CentreMenu, type CentreMenuProps } from './components/centre-menu.tsx';
export { ConfirmDialog } from './components/confirm-dialog.tsx';
export { Field, SelectField } from './components/field.tsx';
export { Figures } from './components/figures.tsx';
export { FilePicker } from './components/file-picker.tsx';
export { FilterSelect, TxTypeSelect } from './components/filter-select.tsx';
export { FormResult } from './components/form-result.tsx';
export { AmountField, PaymentPasswordField } from './components/money-fields.tsx';
export {
  PAGE_SIZE,
  Paged,
  PagedRecords,
} from './components/paged-records.tsx';
export { default as panelStyles } from './components/panel.module.css';
export { PaymentPasswordNeeded } from './components/payment-password-needed.tsx';
export { PresetButtons } from './components/preset-buttons.tsx';
export { QueryState } from './components/query-state.tsx';
export { type Column, RecordTable } from './components/record-table.tsx';
export { RefreshButton, useListRefresh } from './components/refresh-button.tsx';
export { Section } from './components/section.tsx';
export { StatusTag, type Tone } from './components/status-tag.tsx';
export { SubmitRow } from './components/submit-row.tsx';
export { Totals } from './components/totals.tsx';
export { type CopyState, useCopy } from './hooks/use-copy.ts';
export { useAmountCheck, useMoneyForm, useOutcome } from './hooks/use-money-form.ts';
export {
  DATE_PRESETS,
  type DatePreset,
  type DayRange,
  presetDays,
  presetRange,
} from './model/date-presets.ts';
export {
  AVATAR_RULE,
  imageProblem,
  PROOF_RULE,
  readAsDataUrl,
  toProof,
} from './model/image-file.ts';
export type { MemberPageProps } from './model/page-props.ts';
export { useBrandTime } from './model/use-brand-time.ts';
