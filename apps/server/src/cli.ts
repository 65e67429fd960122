import { runCli } from './cli/run.ts';
import { loadDotEnv } from './config.ts';

/**
 * `npm run operator -- <command>`: talks to the running server's ops API, so a change
 * goes through the same validation and audit as any other operator call.
 */
loadDotEnv();
const code = await runCli(process.argv.slice(2), process.env, {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
});
process.exit(code);
