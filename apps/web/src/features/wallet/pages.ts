/**
 * The wallet's member-centre pages, kept out of index.ts (which the site's first load
 * uses for the balance): the member centre imports this file with import()
 * (member-centre/model/pages.ts).
 */
export { MyWallet } from './pages/my-wallet.tsx';
export { TransferUpline } from './pages/transfer-upline.tsx';
