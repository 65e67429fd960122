import { runCli } from '../../src/cli/run.ts';
import { TEST_OPERATOR_KEY } from './app.ts';

/** `npm run operator -- …` against a listening test app: exit code, output, errors. */
export function cliAgainst(url: () => string, key = TEST_OPERATOR_KEY) {
  return async (...args: string[]) => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(
      [...args, '--url', url()],
      { OPERATOR_KEY: key },
      {
        out: (l) => out.push(l),
        err: (l) => err.push(l),
      },
    );
    return { code, out: out.join('\n'), err: err.join('\n') };
  };
}
