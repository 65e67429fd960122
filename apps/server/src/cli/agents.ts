import {
  CONTRACT_KINDS,
  type ContractKind,
  opsPublishNotice,
  opsSetHouseContract,
} from '@gamehall/contract';
import { opsRequest, type Request, UsageError } from './request.ts';

const PERIODS = ['D', 'W', 'H', 'M'] as const;

const RATE = /^\d+(\.\d{1,2})?$/;

/**
 * `agent contract <account> <kind> <rate%> [--period D|W|H|M] [--loss-rate R%]`: the house's
 * one-tier contract with a top agent; for real-time salary `rate` is a won bet's and
 * `--loss-rate` a lost bet's (the same as `rate` when left out). A table of several tiers
 * goes through the operator API itself.
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
  if (!RATE.test(rate)) throw new UsageError('the rate is a percentage, e.g. 1.5');
  let period: (typeof PERIODS)[number] = 'D';
  let lossRate = kind === 'REALTIME_SALARY' ? rate : undefined;
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1] ?? ''];
    if (flag === '--period' && PERIODS.includes(value as (typeof PERIODS)[number])) {
      period = value as (typeof PERIODS)[number];
    } else if (flag === '--loss-rate' && kind === 'REALTIME_SALARY' && RATE.test(value)) {
      lossRate = value;
    } else {
      throw new UsageError('--period is D, W, H or M; --loss-rate a percentage (real-time salary)');
    }
  }
  const tier = { minVolume: 0, minActive: 0, rate: Number(rate) };
  return opsRequest(
    opsSetHouseContract,
    {
      body: {
        account,
        kind: kind as ContractKind,
        terms: {
          tiers: [lossRate === undefined ? tier : { ...tier, lossRate: Number(lossRate) }],
          period,
        },
      },
    },
    (c) =>
      `${c.member}: ${c.kind} ${c.terms.tiers
        .map((t) =>
          t.lossRate === undefined ? `${t.rate} %` : `${t.rate} % won, ${t.lossRate} % lost`,
        )
        .join(' / ')}, ${c.state}`,
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
