import type { CallDef } from '@gamehall/contract';
import * as contract from '@gamehall/contract';

const isCall = (x: unknown): x is CallDef =>
  typeof x === 'object' &&
  x !== null &&
  'method' in x &&
  'path' in x &&
  'value' in x &&
  typeof (x as CallDef).path === 'string';

/** Every call the contract declares, by its export name: the tests below cover each one. */
export const allCalls: [string, CallDef][] = Object.entries(
  contract as Record<string, unknown>,
).filter((entry): entry is [string, CallDef] => isCall(entry[1]));

/** A call's path with its parameters filled in (`:id` → 1). */
export const concretePath = (call: CallDef) => call.path.replace(/:(\w+)/g, '1');
