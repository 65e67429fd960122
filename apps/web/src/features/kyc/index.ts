/**
 * Know your customer (issue 19, decision 040): the security centre's "Verify your
 * identity" section, the state query, and the withdraw page's way there when a withdrawal
 * needs it. Only lazily loaded screens import this file: nothing here is in the site's
 * first load. The texts (kyc_…) are the member area's; the withdrawal's refusal
 * (mn_err_kyc_…) the money area's.
 */
export { kycQuery } from './api/get-kyc.ts';
export { KycSlot } from './components/kyc-slot.tsx';
export { VerifyIdentityButton } from './components/verify-identity-button.tsx';
