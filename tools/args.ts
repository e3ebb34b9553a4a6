// A small argument reader for the command-line tools: `--name value`, `--flag`, and positionals.

export interface ParsedArgs {
  readonly flags: ReadonlyMap<string, string | true>;
  readonly positionals: readonly string[];
}

/** Reads argv; `valued` names the options that take a value. Unknown or repeated options are an error. */
export function parseArgs(
  argv: readonly string[],
  valued: readonly string[],
  booleans: readonly string[],
): { ok: true; args: ParsedArgs } | { ok: false; error: string } {
  const flags = new Map<string, string | true>();
  const positionals: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i] as string;
    if (a === '--') {
      positionals.push(...argv.slice(i + 1));
      break;
    }
    if (!a.startsWith('--') || a === '-') {
      positionals.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = a.slice(2, eq < 0 ? undefined : eq);
    // Given twice, which one was meant? Not the last one silently.
    if (flags.has(name)) return { ok: false, error: `--${name} is given twice` };
    if (valued.includes(name)) {
      const value = eq >= 0 ? a.slice(eq + 1) : argv[++i];
      if (value === undefined) return { ok: false, error: `--${name} needs a value` };
      flags.set(name, value);
    } else if (booleans.includes(name) && eq < 0) {
      flags.set(name, true);
    } else {
      return { ok: false, error: `unknown option --${name}` };
    }
  }
  return { ok: true, args: { flags, positionals } };
}

export function stringFlag(args: ParsedArgs, name: string): string | undefined {
  const v = args.flags.get(name);
  return typeof v === 'string' ? v : undefined;
}

/**
 * A whole-number option: its value, the fallback when it is absent, or a one-line error when it is
 * not a whole number of at least `min`.
 */
export function wholeFlag(args: ParsedArgs, name: string, fallback: number, min = 1): number | string {
  const text = stringFlag(args, name);
  if (text === undefined) return fallback;
  if (!/^\d+$/.test(text) || Number(text) < min) {
    return `--${name} must be a whole number of at least ${min}, not "${text}"`;
  }
  return Number(text);
}

/** Several whole-number options at once (wholeFlag): each one's value, or the first error. */
export function wholeFlags<K extends string>(
  args: ParsedArgs,
  specs: Readonly<Record<K, { readonly fallback: number; readonly min?: number }>>,
): { ok: true; values: Record<K, number> } | { ok: false; error: string } {
  const values = {} as Record<K, number>;
  for (const name of Object.keys(specs) as K[]) {
    const spec = specs[name];
    const v = wholeFlag(args, name, spec.fallback, spec.min);
    if (typeof v === 'string') return { ok: false, error: v };
    values[name] = v;
  }
  return { ok: true, values };
}

/**
 * A tool's input is bad: `message` says how, and runMain prints it (`error: ...`) and exits with 2.
 * The tools' mains call it where they would print the error and return 2 themselves.
 */
export function badInput(message: string): never {
  throw new Error(message);
}

/** A result that failed is bad input (badInput, with its error); past this call `r` is the success. */
export function mustBeOk<R extends { readonly ok: true }>(
  r: R | { readonly ok: false; readonly error: string },
): asserts r is R {
  if (!r.ok) badInput(r.error);
}

/** Runs a tool's main: its exit code, or 2 and the error's message on stderr when it throws. */
export function runMain(main: (argv: string[]) => Promise<number>): void {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (e: unknown) => {
      process.stderr.write(`error: ${(e as Error).message}\n`);
      process.exitCode = 2;
    },
  );
}
