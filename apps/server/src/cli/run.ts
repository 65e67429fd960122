import fs from 'node:fs';
import {
  encodeCallBody,
  opsBlockRegion,
  opsListJobs,
  opsReloadBrand,
  opsSetMaintenance,
  opsShowSettings,
  opsUnblockRegion,
  readEnvelope,
  type ValueOf,
} from '@gamehall/contract';
import { loadConfig } from '../config.ts';
import { operatorKeyFile, readKeyFile } from '../lib/operator-key.ts';
import { accountsCommand } from './accounts.ts';
import { agentsCommand, noticeCommand } from './agents.ts';
import { catalogueCommand } from './catalogue.ts';
import { lotteryCommand } from './lottery.ts';
import { messageCommand } from './messages.ts';
import { moneyCommand } from './money.ts';
import { pointsCommand } from './points.ts';
import { promotionsCommand } from './promotions.ts';
import { opsRequest, type Request, requestUrl, UsageError } from './request.ts';
import { staffCommand } from './staff.ts';

export const usage = [
  'usage: npm run operator -- <command> [--url http://host:port]',
  '  maintenance on [--until 2026-12-01T10:00:00Z] | maintenance off',
  '  region block CC… | region unblock CC… | region block-ip CIDR… | region unblock-ip CIDR…',
  '  status | settings | brand reload',
  '  outbox [recipient]                 (development SMS / e-mail outbox, newest first)',
  '  alerts                             (what needs the operator, e.g. the SMS quota spent)',
  '  jobs                               (the background jobs and their last runs)',
  '  member create <account> [--type 0|1|2|41|42] [--password P] [--affiliate CODE]',
  '                [--upline CODE] [--mobile +52 5512345678] [--email x@example.com]',
  '  member lock|unlock <account>       (lock ends its sessions and games)',
  '  agent contract <account> <DIVIDEND|DAILY_SALARY|HOURLY_SALARY|REALTIME_SALARY> <rate%>',
  "                [--period D|W|H|M] [--loss-rate R%]   (the house's contract with a top agent;",
  '                the loss rate: real-time salary, on a bet the player lost)',
  '  notice add <PL|PU|PR|H|AG> --title T --content HTML   (AG: for agents)',
  '  message send <account> --title T --body TEXT   (to its mailbox; plain text, not HTML)',
  '  ledger check                       (the ledger invariants; exit 2 when any is broken)',
  '  withdrawals [status]               (oldest first; PENDING waits for a decision)',
  '  withdrawal approve|reject|refund|force <orderNo> [--remark text]',
  '  adjust <account> <amount> --remark text [--bonus] [--turnover N]',
  '  wins [held|released|rejected]      (vendor wins above the cap, decision 016)',
  '  win release|reject <id> [--remark text]',
  '  vendor key <CODE>                  (the seamless-wallet signing secret of a vendor)',
  '  mall redemptions [in_process|approved|rejected]   (points-mall redemptions, newest first)',
  '  mall approve|reject <id> [--remark text]   (goods sent, or points and stock given back)',
  '  promo applications [applying|issued|rejected]   (promotion applications, newest first)',
  '  promo approve|reject <id> [--remark text]   (approve issues the promotion’s bonus)',
  '  catalogue import <feed.json>       (vendors and games; see docs/catalogue-feed.md)',
  "  lottery result <game> <issue> <tier/tier/…>   (a regional draw's official result, a",
  "                tier's numbers by commas; again with other numbers: a correction)",
  '  lottery close <game> <issue>       (stop taking bets on a draw now)',
  '  lottery cancel <game> <issue>      (a draw without a result; every stake refunded)',
  '  staff create <account> --role admin|finance|risk|support|content [--password P]',
  '                (a console account; without --password one is made and shown once)',
  '  staff list | staff role <account> <role> | staff disable|enable <account>',
  '  staff reset-authenticator <account>   (enrolled again at the next console login)',
].join('\n');

type Maintenance = { on: boolean; end: string | null; active: boolean };
type Region = { blockedCountries: string[]; blockedCidrs: string[] };

const describeMaintenance = (m: Maintenance) =>
  m.active ? `maintenance ON${m.end ? ` until ${m.end}` : ''}` : 'maintenance off';
const describeRegion = (r: Region) =>
  `blocked countries: ${r.blockedCountries.join(',') || 'none'}; ` +
  `blocked ranges: ${r.blockedCidrs.join(',') || 'none'}`;

type Job = ValueOf<typeof opsListJobs>['jobs'][number];

/** One line per job: name, schedule, where it runs, and its last run on this instance. */
const describeJob = (j: Job) =>
  `${j.name}  ${j.schedule}  ${j.placement === 'leader' ? 'one instance at a time' : 'every instance'}  ` +
  (j.running ? (j.runs > 0 ? `runs ${j.runs}` : 'running') : 'not running') +
  (j.lastRunAt ? `, last ${j.lastRunAt} changed ${j.lastChanged ?? 0}` : '') +
  (j.lastError ? `, last error: ${j.lastError}` : '') +
  (j.skipped ? `, ${j.skipped} left to another instance` : '');

/** Turns the words after `npm run operator --` into one ops API request. */
export function parseCommand(words: string[]): Request {
  const accounts =
    accountsCommand(words) ??
    moneyCommand(words) ??
    catalogueCommand(words) ??
    agentsCommand(words) ??
    noticeCommand(words) ??
    messageCommand(words) ??
    pointsCommand(words) ??
    promotionsCommand(words) ??
    lotteryCommand(words) ??
    staffCommand(words);
  if (accounts) return accounts;
  const [area, action, ...rest] = words;
  const command = `${area ?? ''} ${action ?? ''}`.trim();
  const needArgs = () => {
    if (rest.length === 0) throw new UsageError(`${command} needs at least one value`);
    return rest;
  };
  const region = (call: typeof opsBlockRegion, field: 'countries' | 'cidrs') =>
    opsRequest(call, { body: { [field]: needArgs() } }, (v) => describeRegion(v.regionRestriction));
  const maintenance = (on: boolean, until?: string) =>
    opsRequest(opsSetMaintenance, { body: on ? { on, until: until ?? null } : { on } }, (v) =>
      describeMaintenance(v.maintenance),
    );
  switch (command) {
    case 'maintenance on': {
      const i = rest.indexOf('--until');
      const until = i >= 0 ? rest[i + 1] : undefined;
      if (i >= 0 && !until) throw new UsageError('--until needs an ISO time');
      return maintenance(true, until);
    }
    case 'maintenance off':
      return maintenance(false);
    case 'region block':
      return region(opsBlockRegion, 'countries');
    case 'region unblock':
      return region(opsUnblockRegion, 'countries');
    case 'region block-ip':
      return region(opsBlockRegion, 'cidrs');
    case 'region unblock-ip':
      return region(opsUnblockRegion, 'cidrs');
    case 'brand reload':
      return opsRequest(opsReloadBrand, {}, (v) => `brand reloaded: ${v.reloaded.join(', ')}`);
    case 'status':
      return opsRequest(
        opsShowSettings,
        { query: {} },
        (v) => `${describeMaintenance(v.maintenance)}; ${describeRegion(v.regionRestriction)}`,
      );
    case 'jobs':
      return opsRequest(opsListJobs, { query: {} }, (v) => v.jobs.map(describeJob).join('\n'));
    case 'settings':
      return opsRequest(opsShowSettings, { query: {} }, (v) => JSON.stringify(v.settings));
    default:
      throw new UsageError(command ? `unknown command: ${command}` : 'no command given');
  }
}

/** --url wins; else the local server on PORT. The key: OPERATOR_KEY, else DATA_DIR's file. */
function target(args: string[], env: NodeJS.ProcessEnv) {
  const config = loadConfig(env);
  const i = args.indexOf('--url');
  const url = i >= 0 ? args[i + 1] : `http://localhost:${config.port}`;
  if (!url) throw new UsageError('--url needs a value');
  const words = i >= 0 ? [...args.slice(0, i), ...args.slice(i + 2)] : args;
  if (config.operatorKey) return { url, key: config.operatorKey, words };
  const file = operatorKeyFile(config.dataDir);
  if (!fs.existsSync(file)) {
    throw new Error(`no operator key: set OPERATOR_KEY or start the server once to create ${file}`);
  }
  return { url, key: readKeyFile(file), words };
}

/** Runs one command; prints one line; resolves to the process exit code. */
export async function runCli(
  args: string[],
  env: NodeJS.ProcessEnv,
  print: { out: (line: string) => void; err: (line: string) => void },
): Promise<number> {
  if (args.length === 0 || args[0] === 'help' || args[0] === '--help') {
    print.out(usage);
    return args.length === 0 ? 1 : 0;
  }
  try {
    const { url, key, words } = target(args, env);
    const request = parseCommand(words);
    const endpoint = requestUrl(request, url);
    let res: Response;
    try {
      const { body, contentType } = encodeCallBody(request.call, request.body);
      res = await fetch(endpoint, {
        method: request.call.method,
        headers: {
          authorization: `Bearer ${key}`,
          ...(contentType ? { 'content-type': contentType } : {}),
        },
        body,
      });
    } catch (err) {
      const cause = (err as { cause?: { code?: string } }).cause?.code ?? (err as Error).message;
      throw new Error(`cannot reach ${endpoint.origin} (${cause}); is the server running?`);
    }
    const answered = readEnvelope(request.call, await res.json().catch(() => null));
    if (!answered.ok || !answered.value) {
      const error = answered.ok ? { code: 'ERROR', message: res.statusText } : answered.error;
      throw new Error(`${res.status} ${error.code}: ${error.message}`);
    }
    print.out(request.describe(answered.value as never));
    return request.failed?.(answered.value as never) ? 2 : 0;
  } catch (err) {
    const hint = err instanceof UsageError ? ' (npm run operator -- help)' : '';
    print.err(`gamehall operator: ${(err as Error).message}${hint}`);
    return 1;
  }
}
