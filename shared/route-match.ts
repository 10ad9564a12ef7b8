/**
 * A small path matcher for the route table: `:name` is a segment parameter, `:name?` an optional
 * trailing one, `*` the catch-all. Compiled once per pattern; parameters are URI-decoded.
 */
export interface CompiledPattern {
  pattern: string;
  regex: RegExp;
  keys: string[];
}

export function compilePattern(pattern: string): CompiledPattern {
  if (pattern === '*') return { pattern, regex: /^\/.*$/, keys: [] };
  const keys: string[] = [];
  const source = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([A-Za-z]\w*)(\?)?$/.exec(segment);
      if (!param) return `/${segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`;
      keys.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { pattern, regex: new RegExp(`^${source || '/'}/?$`), keys };
}

/** Parameters of `path` for a compiled pattern, or null when it does not match. */
export function matchPattern(compiled: CompiledPattern, path: string): Record<string, string> | null {
  const m = compiled.regex.exec(path);
  if (!m) return null;
  const params: Record<string, string> = {};
  compiled.keys.forEach((key, i) => {
    const raw = m[i + 1];
    if (raw === undefined) return;
    try {
      params[key] = decodeURIComponent(raw);
    } catch {
      params[key] = raw; // a malformed escape stays as typed rather than failing the request
    }
  });
  return params;
}

/** Fill a pattern with parameters; optional parameters that are missing are left out. */
export function fillPattern(pattern: string, params: Record<string, string | number | undefined>): string {
  const path = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:([A-Za-z]\w*)(\?)?$/.exec(segment);
      if (!param) return segment;
      const value = params[param[1]!];
      if (value === undefined || value === '') {
        if (param[2]) return null;
        throw new Error(`Missing route parameter "${param[1]}" for ${pattern}`);
      }
      return encodeURIComponent(String(value));
    })
    .filter((s): s is string => s !== null)
    .join('/');
  return `/${path}`;
}
