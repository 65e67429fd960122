import {
  CONTRACT_KINDS,
  type ContractKind,
  opsPublishNotice,
  opsSetHouseContract,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

const PERIODS = ['D', 'W', 'H', 'M'] as const;

/**
 * `agent contract <account> <kind> <rate%> [--period D|W|H|M]`: the house's one-tier contract
 * with a top agent (a table of several tiers goes through the operator API itself).
 */
export function agentsCommand(words: string[]): Request | null {
  const [area, action, account, kind, rate, ...rest] = words;
  if (area !== 'agent' || action !== 'contract') return null;
  if (!account || !kind || !rate) {
    throw new UsageError('agent contract needs an account, a type and a rate');
  }
  if (!CONTRACT_KINDS.includes(kind as ContractKind)) {
    throw new UsageError(`the type is one of ${CONTRACT_KINDS.join(', ')}`);
  }
  if (!/^\d+(\.\d{1,2})?$/.test(rate)) throw new UsageError('the rate is a percentage, e.g. 1.5');
  let period: (typeof PERIODS)[number] = 'D';
  if (rest.length > 0) {
    const value = rest[1] as (typeof PERIODS)[number];
    if (rest[0] !== '--period' || !PERIODS.includes(value) || rest.length !== 2) {
      throw new UsageError('--period is D, W, H or M');
    }
    period = value;
  }
  return opsRequest(
    opsSetHouseContract,
    {
      body: {
        account,
        kind: kind as ContractKind,
        terms: { tiers: [{ minVolume: 0, minActive: 0, rate: Number(rate) }], period },
      },
    },
    (c) =>
      `${c.member}: ${c.kind} ${c.terms.tiers.map((t) => `${t.rate} %`).join(' / ')}, ${c.state}`,
  );
}

const NOTICE_TYPES = ['PL', 'PU', 'PR', 'H', 'AG'] as const;

/**
 * `notice add <PL|PU|PR|H|AG> --title T --content HTML`: an English notice, published now
 * (AG: for agents, in the agent centre). Translations and a window go through the API.
 */
export function noticeCommand(words: string[]): Request | null {
  const [area, action, type, ...rest] = words;
  if (area !== 'notice' || action !== 'add') return null;
  if (!NOTICE_TYPES.includes(type as (typeof NOTICE_TYPES)[number])) {
    throw new UsageError(`the notice type is one of ${NOTICE_TYPES.join(', ')}`);
  }
  const flag = (name: string) => {
    const i = rest.indexOf(name);
    return i >= 0 ? rest[i + 1] : undefined;
  };
  const title = flag('--title');
  const content = flag('--content');
  if (!title || !content) throw new UsageError('notice add needs --title and --content');
  return opsRequest(
    opsPublishNotice,
    { body: { type: type as (typeof NOTICE_TYPES)[number], text: { title, content } } },
    (n) => `notice ${n.id} published`,
  );
}
