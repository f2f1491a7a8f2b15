import { stringify } from "csv-stringify/sync";

/** A cell a spreadsheet would run as a formula (=, +, -, @, tab, CR) is kept as text; a missing value is "". */
export function safeText(value: string | null | undefined) {
  if (value === null || value === undefined) return "";
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
}

/** A CSV download: header row, CRLF lines. */
export function csvFile(columns: readonly string[], records: readonly (readonly unknown[])[]) {
  // The byte-order mark makes spreadsheet programs read the names as UTF-8.
  return stringify([...records], {
    bom: true,
    header: true,
    columns: [...columns],
    record_delimiter: "\r\n",
  });
}
