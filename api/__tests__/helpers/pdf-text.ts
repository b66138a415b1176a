/**
 * The text drawn in an uncompressed PDF made by pdfkit with the standard fonts: every `[<hex> kern <hex>] TJ`
 * decoded (WinAnsi, Latin-1 for the ASCII we write), one string per line of text, joined by spaces.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const lines: string[] = [];
  for (const match of source.matchAll(/\[([^\]]{0,20000})\]\s*TJ/g)) {
    const hexes = [...(match[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((m) => m[1] ?? '');
    lines.push(hexes.map((hex) => Buffer.from(hex, 'hex').toString('latin1')).join(''));
  }
  return lines.join(' ').replace(/\s+/g, ' ');
}
