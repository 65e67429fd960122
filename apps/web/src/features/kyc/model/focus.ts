/**
 * A refused withdrawal's "Verify my identity" opens the security centre at the KYC
 * section: the withdraw page asks, the section takes the request once when it shows.
 */
let wanted = false;

export const askForKycSection = () => {
  wanted = true;
};

export function takeKycSectionRequest(): boolean {
  const was = wanted;
  wanted = false;
  return was;
}
