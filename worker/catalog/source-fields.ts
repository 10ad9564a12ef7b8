type Doc = Record<string, unknown>;

/** `_source_include` / `_source_exclude` on dotted paths ("configurable_children.sku"). */
export function projectSource(doc: Doc, includes: string[], excludes: string[]): Doc {
  let out = includes.length
    ? pick(
        doc,
        includes.map((p) => p.split('.')),
      )
    : doc;
  for (const path of excludes) out = omit(out, path.split('.'));
  return out;
}

function pick(value: unknown, paths: string[][]): Doc {
  const out: Doc = {};
  const src = value as Doc;
  const groups = new Map<string, string[][]>();
  for (const [head, ...rest] of paths) {
    if (head === undefined || !(head in src)) continue;
    groups.set(head, [...(groups.get(head) ?? []), rest]);
  }
  for (const [key, rests] of groups) {
    const v = src[key];
    if (rests.some((r) => r.length === 0) || v === null || typeof v !== 'object') out[key] = v;
    else if (Array.isArray(v))
      out[key] = v.map((item) => (item && typeof item === 'object' ? pick(item, rests) : item));
    else out[key] = pick(v, rests);
  }
  return out;
}

function omit(value: Doc, path: string[]): Doc {
  const [head, ...rest] = path;
  if (head === undefined || !(head in value)) return value;
  const copy = { ...value };
  if (rest.length === 0) {
    delete copy[head];
    return copy;
  }
  const v = copy[head];
  if (Array.isArray(v))
    copy[head] = v.map((item) => (item && typeof item === 'object' ? omit(item as Doc, rest) : item));
  else if (v && typeof v === 'object') copy[head] = omit(v as Doc, rest);
  return copy;
}
