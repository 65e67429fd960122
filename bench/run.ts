/** `npm run bench`: every benchmark, each printing its figure beside its baseline. */
import { jsBudget } from './js-budget.ts';
import { statusThroughput } from './status-throughput.ts';

console.log('— JavaScript per route group —');
await jsBudget();
console.log('\n— /wps/system/status throughput —');
await statusThroughput();
