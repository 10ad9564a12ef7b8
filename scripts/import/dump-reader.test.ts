import { describe, expect, it } from 'vitest';
import { readDump } from './dump-reader.ts';

const hit = (id: number, extra = ''): string =>
  `{"_index":"vue_storefront_catalog_category","_id":"${id}","_source":{"id":${id},"name":"C${id}"${extra}}}`;

describe('readDump', () => {
  it('reads JSON lines, reporting a malformed line by its number and keeping the rest', () => {
    const text = [hit(1), hit(2), '{"_id":"3","_source":{"id":3,', '', hit(4)].join('\n');
    const dump = readDump(text);
    expect(dump.format).toBe('json-lines');
    expect(dump.entries.map((e) => [e.line, e.source.id, e.id])).toEqual([
      [1, 1, '1'],
      [2, 2, '2'],
      [5, 4, '4'],
    ]);
    expect(dump.issues).toHaveLength(1);
    expect(dump.issues[0]!.line).toBe(3);
    expect(dump.issues[0]!.message).toMatch(/^malformed JSON/);
  });

  it('still recognises JSON lines when the first line is the broken one', () => {
    const dump = readDump(['{"_source": nope', hit(2), hit(3)].join('\r\n'));
    expect(dump.format).toBe('json-lines');
    expect(dump.entries.map((e) => e.line)).toEqual([2, 3]);
    expect(dump.issues.map((i) => i.line)).toEqual([1]);
  });

  it('reports entries that are not objects or whose _source is not one', () => {
    const dump = readDump([hit(1), '[1,2]', '{"_source":"x"}'].join('\n'));
    expect(dump.entries).toHaveLength(1);
    expect(dump.issues).toEqual([
      { line: 2, message: 'not a JSON object' },
      { line: 3, message: '_source is not an object' },
    ]);
  });

  it('reads a JSON array with the line each element starts on', () => {
    const text = `[\n  ${hit(1)},\n  {\n    "_id": "2",\n    "_source": {"id": 2, "name": "a } in a \\" string"}\n  }\n]\n`;
    const dump = readDump(text);
    expect(dump.format).toBe('json-array');
    expect(dump.entries.map((e) => [e.line, e.source.id])).toEqual([
      [2, 1],
      [3, 2],
    ]);
    expect(dump.entries[1]!.source.name).toBe('a } in a " string');
    expect(dump.issues).toEqual([]);
  });

  it('skips a broken array element and keeps the others', () => {
    const text = `[\n${hit(1)},\n{"_source": {"id": 2,, "name": "x"}},\n${hit(3)}\n]`;
    const dump = readDump(text);
    expect(dump.entries.map((e) => e.source.id)).toEqual([1, 3]);
    expect(dump.issues.map((i) => i.line)).toEqual([3]);
  });

  it('reads pretty-printed hits cut out of a search answer (stray closing brackets)', () => {
    const text =
      '    {\n      "_id": "19",\n      "_source": {\n        "id": 19,\n        "sku": "X"\n      }\n    }\n    ]\n  }';
    const dump = readDump(text);
    expect(dump.format).toBe('json-stream');
    expect(dump.entries).toEqual([{ line: 1, source: { id: 19, sku: 'X' }, id: '19' }]);
    expect(dump.issues).toEqual([]);
  });

  it('reports an entry left open at the end of the file', () => {
    const dump = readDump('{\n "_source": {"id": 1}\n}\n{\n "_source": {"id": 2}\n');
    expect(dump.entries.map((e) => e.source.id)).toEqual([1]);
    expect(dump.issues).toEqual([{ line: 4, message: 'entry is not closed before the end of the file' }]);
  });

  it('takes an object without _source as the document itself and ignores a BOM', () => {
    const dump = readDump('\uFEFF{"id": 5, "identifier": "x"}\n');
    expect(dump.entries).toEqual([{ line: 1, source: { id: 5, identifier: 'x' } }]);
  });

  it('reports stray text between entries and goes on with the next line', () => {
    const dump = readDump('{\n"id": 1\n}\nnonsense\n{\n"id": 2\n}');
    expect(dump.entries.map((e) => e.source.id)).toEqual([1, 2]);
    expect(dump.issues).toEqual([{ line: 4, message: 'unexpected "n" between entries' }]);
  });
});
