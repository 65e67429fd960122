export { dialingDigits, phoneTarget } from './phone.ts';
