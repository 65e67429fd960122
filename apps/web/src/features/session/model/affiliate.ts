import { storage } from '../../../lib/storage.ts';

const KEY = 'affiliateInfo';

export interface AffiliateInfo {
  affiliateCode?: string;
  referralCode?: string;
}

/**
 * Product §3: an invitation link (?affiliateCode= or ?code=, and ?referralCode=) is kept
 * for the tab so the registration form, opened later, still carries it.
 */
export function captureAffiliate(search: string) {
  const params = new URLSearchParams(search);
  const affiliateCode = params.get('affiliateCode') ?? params.get('code') ?? undefined;
  const referralCode = params.get('referralCode') ?? undefined;
  if (!affiliateCode && !referralCode) return;
  const info = storedAffiliate();
  if (affiliateCode) info.affiliateCode = affiliateCode;
  if (referralCode) info.referralCode = referralCode;
  storage.session.setJson(KEY, info);
}

export function storedAffiliate(): AffiliateInfo {
  const info = storage.session.getJson<AffiliateInfo>(KEY) ?? {};
  return {
    affiliateCode: info.affiliateCode || undefined,
    referralCode: info.referralCode || undefined,
  };
}
