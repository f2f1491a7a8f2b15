/**
 * What every import kind shares: reading a CSV file into rows by its headers (any common spelling), checking
 * each row with a shared zod schema, and the preview / all-or-nothing answer built from the checked rows.
 */
import {
  IMPORT_MESSAGES,
  type ImportColumn,
  type ImportPreview,
  MAX_IMPORT_ROWS,
  normalizeHeader,
} from "@rollcall/shared/imports";
import { parse } from "csv-parse/sync";
import type { z } from "zod";
import { AppError, badRequest } from "../../lib/errors";

/** One row of the file: the line it starts on and its cells by field (empty cells as ""). */
export type RawRow = { line: number; values: Record<string, string> };

/** A row after its checks: `value` is the parsed row, kept only while the row has no error. */
export type CheckedRow<T> = {
  line: number;
  values: Record<string, string | null>;
  errors: Record<string, string>;
  value?: T;
};

const fileError = (message: string) => badRequest(message, { csv: message });

/**
 * The file's rows by the kind's columns. 400 on the `csv` field for a file that is not CSV, lacks a required
 * column, holds no rows or more than MAX_IMPORT_ROWS. Unknown columns are ignored.
 */
export function readCsv(text: string, columns: readonly ImportColumn[]): RawRow[] {
  let records: Array<{ record: string[]; info: { lines: number } }>;
  try {
    records = parse(text, {
      bom: true,
      info: true,
      trim: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
      relax_column_count: true,
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as typeof records;
  } catch {
    throw fileError(IMPORT_MESSAGES.unreadable);
  }
  const [header, ...body] = records;
  if (!header) throw fileError(IMPORT_MESSAGES.noRows);
  const names = header.record.map(normalizeHeader);
  const positions = new Map<string, number>();
  for (const column of columns) {
    const at = names.findIndex(
      (name) => name === normalizeHeader(column.label) || column.aliases.includes(name),
    );
    if (at >= 0) positions.set(column.key, at);
  }
  const missing = columns.filter((c) => c.required && !positions.has(c.key)).map((c) => c.label);
  if (missing.length > 0) {
    const message = `The file has no ${missing.join(", ")} column. Use the template's headers.`;
    throw fileError(message);
  }
  if (body.length === 0) throw fileError(IMPORT_MESSAGES.noRows);
  if (body.length > MAX_IMPORT_ROWS) throw fileError(IMPORT_MESSAGES.tooManyRows);
  return body.map(({ record, info }) => ({
    line: info.lines,
    values: Object.fromEntries(columns.map((c) => [c.key, record[positions.get(c.key) ?? -1] ?? ""])),
  }));
}

/** A row checked by `schema`: each field's first message, the parsed value when there is none. */
export function checkRow<S extends z.ZodType>(row: RawRow, schema: S): CheckedRow<z.output<S>> {
  const values = Object.fromEntries(Object.entries(row.values).map(([k, v]) => [k, v === "" ? null : v]));
  const parsed = schema.safeParse(row.values);
  if (parsed.success) return { line: row.line, values, errors: {}, value: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? "row")] ??= issue.message;
  return { line: row.line, values, errors };
}

/** Adds an error to a row (its first error on a field stays) and drops its value. */
export function refuse<T>(row: CheckedRow<T>, field: string, message: string) {
  row.errors[field] ??= message;
  row.value = undefined;
}

/** Marks every row after the first one with the same key (e.g. the email) with `message`. */
export function refuseRepeats<T>(
  rows: CheckedRow<T>[],
  keyOf: (value: T) => string,
  field: string,
  message: string,
) {
  const seen = new Set<string>();
  for (const row of rows) {
    if (!row.value) continue;
    const key = keyOf(row.value);
    if (seen.has(key)) refuse(row, field, message);
    else seen.add(key);
  }
}

/** The preview's answer: each row with its errors, and the counts. */
export function preview<T>(rows: CheckedRow<T>[], extra: Partial<ImportPreview> = {}): ImportPreview {
  const invalid = rows.filter((row) => Object.keys(row.errors).length > 0).length;
  return {
    rows: rows.map(({ line, values, errors }) => ({ line, values, errors })),
    valid: rows.length - invalid,
    invalid,
    ...extra,
  };
}

/**
 * The rows' values when every row is valid; otherwise a 400 carrying the preview (rows, valid, invalid) and
 * each error under "line N field", so nothing is written.
 */
export function allValid<T>(rows: CheckedRow<T>[]): T[] {
  const answer = preview(rows);
  if (answer.invalid === 0) return rows.map((row) => row.value as T);
  const errors: Record<string, string> = {};
  for (const row of rows)
    for (const [field, message] of Object.entries(row.errors)) errors[`line ${row.line} ${field}`] = message;
  throw new AppError(400, IMPORT_MESSAGES.hasErrors(answer.invalid), errors, undefined, answer);
}
