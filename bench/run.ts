/** `npm run bench`: every benchmark, each printing its figure beside its baseline. */
import { agentReports } from './agent-reports.ts';
import { betThroughput } from './bet-throughput.ts';
import { gameList } from './game-list.ts';
import { jsBudget } from './js-budget.ts';
import { lighthouseMobile } from './lighthouse.ts';
import { loginFlood } from './login-flood.ts';
import { lotteryBench } from './lottery.ts';
import { slotRtp } from './slot-rtp.ts';
import { statusThroughput } from './status-throughput.ts';

console.log('— JavaScript per route group —');
await jsBudget();
console.log('\n— First visit on a phone (Lighthouse, mobile settings) —');
await lighthouseMobile();
console.log('\n— /wps/system/status throughput —');
await statusThroughput();
console.log('\n— Ledger bet throughput on PostgreSQL —');
await betThroughput();
console.log('\n— Lottery on PostgreSQL: slips placed, one draw of 100,000 bets settled —');
await lotteryBench();
console.log('\n— Game list server time over the 10,000-game catalogue —');
await gameList();
console.log('\n— Game list during a login flood (password pool) —');
await loginFlood();
console.log('\n— In-house slots: simulated RTP and engine throughput —');
await slotRtp();
console.log('\n— Agent centre reports over a 10,000-member tree —');
await agentReports();
