// A small argument reader for the command-line tools: `--name value`, `--flag`, and positionals.

export interface ParsedArgs {
  readonly flags: ReadonlyMap<string, string | true>;
  readonly positionals: readonly string[];
}

/** Reads argv; `valued` names the options that take a value. Unknown options are an error. */
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
