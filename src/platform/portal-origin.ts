// Whose commands the game obeys. Its events go out to any parent (they carry nothing private), but
// a command changes the game, so it is obeyed only from an origin on the list: the game's own, the
// embedding page named by `?parentOrigin=`, and those set at build time (VITE_PORTAL_ORIGINS). See
// docs/embedding.md.

/** True for an origin written exactly as browsers write one: "https://host" or "http://host:port". */
export function isOrigin(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value;
  } catch {
    return false;
  }
}

/** Build-time origins, comma-separated; what is not an origin is left out (and returned as bad). */
export function readOriginList(list: string | undefined): { origins: string[]; bad: string[] } {
  const items = (list ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter((s) => s !== '');
  return { origins: items.filter(isOrigin), bad: items.filter((s) => !isOrigin(s)) };
}

/**
 * The origins whose commands are obeyed. "null" (a sandboxed frame, a file) is never one of them,
 * not even when it is the game's own: anyone can be "null".
 */
export function allowedOrigins(own: string, others: readonly (string | undefined)[] = []): ReadonlySet<string> {
  const all = [own, ...others].filter((o): o is string => o !== undefined && isOrigin(o));
  return new Set(all);
}
