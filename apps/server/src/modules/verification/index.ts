export { listOutbox } from './outbox.ts';
export { dialingDigits, phoneTarget } from './phone.ts';
