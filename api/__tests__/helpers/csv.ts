/** An export read as a spreadsheet would: its BOM checked and removed first, then readCsv. */
export function parseCsv(body: string): string[][] {
  if (!body.startsWith('\ufeff')) throw new Error('the export does not start with a BOM');
  return readCsv(body.slice(1));
}

/** A minimal RFC 4180 reader: quoted cells with doubled quotes, CRLF after every row. */
export function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  return rows;
}

/** A rupees cell ("18999.50": digits, a point, two decimals) as paise. */
export function paiseOf(cell: string): number {
  if (!/^\d+\.\d{2}$/.test(cell)) throw new Error(`not an amount in rupees: ${cell}`);
  return Math.round(Number(cell) * 100);
}
