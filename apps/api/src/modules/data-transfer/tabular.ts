import { neutraliseFormula, type TabularFormat } from '@ponte/shared/data-transfer.schema';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { readSheet } from 'read-excel-file/node';
import writeXlsxFile from 'write-excel-file/node';
import { AppError } from '../../http/errors.ts';

/** A table as text cells: what every import reads, whatever the file was. */
export type TextTable = string[][];

const unreadable = () =>
  new AppError(
    400,
    'VALIDATION_ERROR',
    'dataTransfer.errors.unreadable',
    {},
    { file: 'dataTransfer.errors.unreadable' },
  );

/** An XLSX file is a ZIP: it starts with "PK\3\4". Anything else is read as CSV text. */
function isZip(bytes: Buffer): boolean {
  return bytes.length > 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    // A date cell means a calendar day: written back as the dd/mm/yyyy a person types.
    const pad = (n: number) => String(n).padStart(2, '0');
    return `${pad(value.getUTCDate())}/${pad(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  return String(value).trim();
}

/**
 * The first sheet of an XLSX, or a CSV (UTF-8, with or without BOM, comma or semicolon as Brazilian
 * spreadsheet programs write it), as rows of trimmed text; wholly empty rows are left out.
 */
export async function readTable(bytes: Buffer): Promise<TextTable> {
  let rows: unknown[][];
  try {
    if (isZip(bytes)) {
      rows = await readSheet(bytes);
    } else {
      const text = bytes.toString('utf8');
      // A NUL or the replacement character says this was not UTF-8 text (a binary file, a Latin-1 CSV).
      if (text.includes('\0') || text.includes('\uFFFD')) throw unreadable();
      rows = parse(text, {
        bom: true,
        delimiter: [',', ';'],
        relax_column_count: true,
        skip_empty_lines: true,
      }) as string[][];
    }
  } catch (err) {
    if (err instanceof AppError) throw err;
    throw unreadable();
  }
  return rows.map((row) => row.map(cellText)).filter((row) => row.some((cell) => cell !== ''));
}

/**
 * A header row and its rows as a CSV (UTF-8 with BOM, so spreadsheet programs read the accents) or an
 * XLSX. Texts that start like a formula stay text: CSV gets a leading apostrophe; XLSX writes every
 * cell as a string, which no spreadsheet evaluates.
 */
export async function writeTable(format: TabularFormat, header: string[], rows: string[][]): Promise<Buffer> {
  if (format === 'csv') {
    const safe = [header, ...rows].map((row) => row.map(neutraliseFormula));
    return Buffer.from(`\uFEFF${stringify(safe)}`, 'utf8');
  }
  const cell = (value: string, bold = false) => ({
    type: String,
    value,
    ...(bold ? { fontWeight: 'bold' as const } : {}),
  });
  const data = [header.map((h) => cell(h, true)), ...rows.map((row) => row.map((value) => cell(value)))];
  return writeXlsxFile(data, { columns: header.map(() => ({ width: 24 })) }).toBuffer();
}

/** RFC 6266: an ASCII name is enough for these files. */
export function attachment(baseName: string, format: TabularFormat): string {
  return `attachment; filename="${baseName}.${format}"`;
}
