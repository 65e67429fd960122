export * from './crypto.ts';
export * from './define-call.ts';
export * from './errors.ts';
export * from './money.ts';
export * from './ops.ts';
export * from './system.ts';
