import { runCli } from '../../../tools/cli';

/** Runs the CLI in-process with `argv` and `stdin`, and collects what it writes and its exit code. */
export async function cli(argv: string[], stdin = ''): Promise<{ code: number; out: string; err: string }> {
  let out = '';
  let err = '';
  const code = await runCli(argv, {
    out: (t) => {
      out += t;
    },
    err: (t) => {
      err += t;
    },
    stdin: () => stdin,
  });
  return { code, out, err };
}
