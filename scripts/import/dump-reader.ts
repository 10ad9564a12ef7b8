// Reads a vue-storefront-api index dump without trusting its shape. Three layouts occur:
// - JSON lines (elasticdump, the `catalog_*.json` files): one hit per line,
// - a JSON array of hits (`[{…}, {…}]`),
// - pretty-printed hits one after another, possibly cut out of a search answer so that stray `]`
//   or `}` follow (the published product-data-format.json is such an excerpt).
// A broken entry is reported with the line it starts on and skipped; the rest is still read.

export type DumpFormat = 'json-lines' | 'json-array' | 'json-stream';

export interface DumpEntry {
  /** 1-based line the entry starts on. */
  line: number;
  /** The hit's `_source`, or the object itself when it is not wrapped in a hit. */
  source: Record<string, unknown>;
  /** The hit's `_id`, when there is one. */
  id?: string;
  /** The file it came from, set by whoever reads several files. */
  file?: string;
}

export interface DumpIssue {
  line: number;
  message: string;
  file?: string;
}

export interface Dump {
  format: DumpFormat;
  entries: DumpEntry[];
  issues: DumpIssue[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

function entry(value: unknown, line: number, entries: DumpEntry[], issues: DumpIssue[]): void {
  if (!isObject(value)) {
    issues.push({ line, message: 'not a JSON object' });
    return;
  }
  const source = value._source;
  if (source !== undefined && !isObject(source)) {
    issues.push({ line, message: '_source is not an object' });
    return;
  }
  const id = value._id === undefined ? undefined : String(value._id);
  entries.push({ line, source: source ?? value, ...(id === undefined ? {} : { id }) });
}

const parseError = (error: unknown): string =>
  `malformed JSON (${error instanceof Error ? error.message : String(error)})`;

/** A line that is a whole object on its own, starting in column 0: the mark of JSON lines. */
function looksLikeJsonLines(lines: string[]): boolean {
  const candidates = lines.filter((l) => l.trim()).slice(0, 20);
  return candidates.some((l) => {
    if (!l.startsWith('{')) return false;
    try {
      return isObject(JSON.parse(l));
    } catch {
      return false;
    }
  });
}

function readLines(lines: string[]): Dump {
  const entries: DumpEntry[] = [];
  const issues: DumpIssue[] = [];
  lines.forEach((text, i) => {
    if (!text.trim()) return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      issues.push({ line: i + 1, message: parseError(error) });
      return;
    }
    entry(value, i + 1, entries, issues);
  });
  return { format: 'json-lines', entries, issues };
}

/**
 * Splits text into its top-level `{…}` values by bracket matching (strings and escapes respected),
 * stepping over whitespace, commas and one enclosing array. Each value is parsed on its own, so
 * one broken value costs only itself, unless it leaves a brace unclosed, which ends the scan.
 */
function readStream(text: string, format: DumpFormat): Dump {
  const entries: DumpEntry[] = [];
  const issues: DumpIssue[] = [];
  let line = 1;
  let i = 0;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\n') line++;
    if (ch !== '{') {
      if (!/[\s,[\]}]/.test(ch)) {
        issues.push({ line, message: `unexpected ${JSON.stringify(ch)} between entries` });
        while (i < text.length && text[i] !== '\n') i++; // resume on the next line
        continue;
      }
      i++;
      continue;
    }
    const startLine = line;
    const start = i;
    let depth = 0;
    let inString = false;
    for (; i < text.length; i++) {
      const c = text[i]!;
      if (c === '\n') line++;
      if (inString) {
        if (c === '\\') i++;
        else if (c === '"') inString = false;
      } else if (c === '"') inString = true;
      else if (c === '{' || c === '[') depth++;
      else if (c === '}' || c === ']') {
        depth--;
        if (depth === 0) break;
      }
    }
    if (depth !== 0) {
      issues.push({ line: startLine, message: 'entry is not closed before the end of the file' });
      break;
    }
    i++;
    try {
      entry(JSON.parse(text.slice(start, i)), startLine, entries, issues);
    } catch (error) {
      issues.push({ line: startLine, message: parseError(error) });
    }
  }
  return { format, entries, issues };
}

export function readDump(raw: string): Dump {
  const text = raw.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');
  // An array is scanned rather than parsed whole, so a broken entry costs only itself.
  if (text.trimStart().startsWith('[')) return readStream(text, 'json-array');
  const lines = text.split('\n');
  return looksLikeJsonLines(lines) ? readLines(lines) : readStream(text, 'json-stream');
}
