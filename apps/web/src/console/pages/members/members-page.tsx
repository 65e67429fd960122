import { useSearchParams } from 'react-router';
import { MemberSearch } from './member-search.tsx';
import { MemberView } from './member-view.tsx';

/**
 * Members: found by account, mobile, e-mail or IP; one chosen opens in the same page with
 * its account in the address (members?account=…&tab=…), so it can be linked and reloaded.
 */
export default function MembersPage() {
  const [params] = useSearchParams();
  const account = params.get('account');
  return account ? <MemberView key={account} account={account} /> : <MemberSearch />;
}
