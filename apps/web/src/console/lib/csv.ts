/** A CSV column: its title, and the decimal places its numbers are written with (2 if unsaid). */
export interface CsvColumn {
  title: string;
  places?: number;
}

export type CsvCell = string | number;

/** Spreadsheets read a UTF-8 file as UTF-8 (CN, ES) only when it starts with this mark. */
const BOM = '\uFEFF';

/**
 * A text a spreadsheet would run as a formula (=, +, -, @, or a tab or carriage return
 * first) is written with a ' before it: names come from players and game vendors.
 */
const FORMULA = /^[=+\-@\t\r]/;

function field(cell: CsvCell, places: number): string {
  let text = typeof cell === 'number' ? cell.toFixed(places) : cell;
  if (typeof cell === 'string' && FORMULA.test(cell)) text = `'${cell}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file's text (RFC 4180): a header line of the column titles, then a line per row,
 * lines ended by CRLF. A field with a comma, a quote or a line break is quoted, its quotes
 * doubled; numbers are written with a dot, no grouping and the column's places.
 */
export function csvText(columns: readonly CsvColumn[], rows: readonly (readonly CsvCell[])[]) {
  const line = (cells: readonly CsvCell[]) =>
    cells.map((cell, i) => field(cell, columns[i]?.places ?? 2)).join(',');
  const lines = [line(columns.map((c) => c.title)), ...rows.map(line)];
  return `${BOM}${lines.map((l) => `${l}\r\n`).join('')}`;
}

/** Saves a CSV text as a file the browser downloads under `fileName`. */
export function saveCsv(fileName: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // After the click has handed the file to the browser: the URL is not needed any more.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
