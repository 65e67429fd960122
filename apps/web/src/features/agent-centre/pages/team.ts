/**
 * The agent centre's team pages, one chunk (model/pages.ts loads it with import() when one
 * of them is first opened): the register centre and downline management.
 */
export { Downlines } from './downlines.tsx';
export { RegisterCentre } from './register-centre.tsx';
