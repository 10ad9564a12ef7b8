/**
 * CSV for spreadsheet programs as German offices use them: semicolon-separated, UTF-8 with a byte
 * order mark (so umlauts open right), CRLF line ends. A cell starting with = + - @ is prefixed with an
 * apostrophe so a spreadsheet never runs a formula a shopper typed into a form.
 */
export function toCsv(rows: ReadonlyArray<ReadonlyArray<string | number | boolean | null | undefined>>): string {
  const cell = (value: string | number | boolean | null | undefined): string => {
    let text = value === null || value === undefined ? '' : String(value);
    if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
    return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return `\uFEFF${rows.map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}

/** A CSV download answer. */
export function csvResponse(csv: string, filename: string): Response {
  return new Response(csv, {
    headers: {
      'content-type': 'text/csv; charset=utf-8',
      'content-disposition': `attachment; filename="${filename}"`,
      'cache-control': 'no-store',
    },
  });
}
