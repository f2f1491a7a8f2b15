import { IMPORT_MESSAGES, type ImportPreview, type ImportResult } from "@rollcall/shared/imports";
import { useMutation } from "@tanstack/react-query";
import { Download, FileUp } from "lucide-react";
import { type ChangeEvent, type FormEvent, useId, useState } from "react";
import { Badge } from "@/components/ui/badge";
import { CardDetail, CardDetails, CardListHeading, ResponsiveTable } from "@/components/ui/data-table";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { Label } from "@/components/ui/label";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";

type Row = ImportPreview["rows"][number];

export type ImportDialogProps = {
  open: boolean;
  onClose: () => void;
  /** "Import Members". */
  title: string;
  description: string;
  /** The file input's accept list (".csv,text/csv"). */
  accept: string;
  /** The preview table's columns: the row values' keys and their headers. */
  columns: ReadonlyArray<{ key: string; label: string }>;
  /** A CSV of the headers to start from (CSV kinds). */
  template?: { fileName: string; text: string };
  /** Singular noun of what is imported, for the toast ("member" → "12 members imported"). */
  noun: string;
  preview: (text: string) => Promise<ImportPreview>;
  /** Writes the file; the caller's mutation refreshes the lists it changes. */
  importFile: (text: string) => Promise<ImportResult>;
  /** After a successful import, before the dialog closes (e.g. to show temporary passwords). */
  onImported?: (result: ImportResult) => void;
};

const hasErrors = (row: Row) => Object.keys(row.errors).length > 0;
/** A row-level error (the plan's limit) or one for a field the table does not show. */
const otherErrors = (row: Row, keys: Set<string>) =>
  Object.entries(row.errors).filter(([field]) => !keys.has(field));

/**
 * Brings a file in two steps (decision 026): the file is read in the browser and previewed by the server,
 * row by row with each row's errors; Import stays disabled until no row has one, and writes the whole file.
 */
export function ImportDialog(props: ImportDialogProps) {
  const { open, onClose, title, description } = props;
  return (
    <TitledDialog open={open} onClose={onClose} title={title} description={description} className="max-w-4xl">
      {open ? <ImportForm {...props} /> : null}
    </TitledDialog>
  );
}

function ImportForm({
  accept,
  columns,
  template,
  noun,
  preview,
  importFile,
  onImported,
  onClose,
}: ImportDialogProps) {
  const inputId = useId();
  const [text, setText] = useState<string | null>(null);
  const checking = useMutation({ mutationFn: preview });
  const writing = useMutation({ mutationFn: importFile });
  const result = checking.data;
  const fileError =
    checking.error instanceof ApiError && checking.error.status < 500
      ? checking.error.serverMessage
      : checking.error
        ? "The file could not be checked. Please try again."
        : null;

  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    checking.reset();
    setText(null);
    if (!file) return;
    const content = await file.text();
    setText(content);
    checking.mutate(content);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!text || !result || result.invalid > 0) return;
    try {
      const done = await writing.mutateAsync(text);
      toast({ title: IMPORT_MESSAGES.imported(done.imported, noun) });
      onImported?.(done);
      onClose();
    } catch (error) {
      toastError(
        "Import failed",
        error instanceof ApiError && error.status < 500 ? error.serverMessage : "Please try again.",
      );
      // Something changed since the preview (an address taken meanwhile): show the rows as they are now.
      checking.mutate(text);
    }
  }

  const keys = new Set(columns.map((c) => c.key));
  return (
    <form onSubmit={submit} className="grid min-w-0 gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={inputId}>File</Label>
          <input
            id={inputId}
            type="file"
            accept={accept}
            onChange={choose}
            aria-describedby={fileError ? `${inputId}-error` : undefined}
            className="block w-full max-w-full text-sm file:mr-3 file:min-h-11 file:rounded-md file:border file:border-border file:bg-card file:px-3 file:text-sm file:font-medium"
          />
        </div>
        {template ? (
          <a
            href={`data:text/csv;charset=utf-8,${encodeURIComponent(template.text)}`}
            download={template.fileName}
            className="inline-flex min-h-11 items-center gap-2 rounded-md px-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            <Download className="size-4" aria-hidden="true" />
            Download template
          </a>
        ) : null}
      </div>

      {fileError ? (
        <p id={`${inputId}-error`} role="alert" className="text-sm font-medium text-destructive">
          {fileError}
        </p>
      ) : null}
      {checking.isPending ? <p className="text-sm text-muted-foreground">Checking the file...</p> : null}
      {!text && !checking.isPending ? (
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <FileUp className="size-4" aria-hidden="true" />
          Choose a file to see each row before anything is imported.
        </p>
      ) : null}

      {result ? (
        <>
          <p aria-live="polite" className="flex flex-wrap items-center gap-2 text-sm font-medium">
            <Badge variant="success">{result.valid} ready</Badge>
            <Badge variant={result.invalid > 0 ? "danger" : "secondary"}>{result.invalid} with errors</Badge>
            {result.ignoredRecords ? (
              <span className="text-muted-foreground">
                {result.ignoredRecords} records of other NFIRS modules are not imported
              </span>
            ) : null}
          </p>
          {result.invalid > 0 ? (
            <p className="text-sm text-muted-foreground">
              Fix the rows marked in red in your file, then choose it again.
            </p>
          ) : null}
          <PreviewRows rows={result.rows} columns={columns} keys={keys} />
        </>
      ) : null}

      <FormDialogFooter
        submitLabel="Import"
        pendingText="Importing..."
        pending={writing.isPending}
        submitDisabled={!result || result.invalid > 0 || checking.isPending}
        onCancel={onClose}
        holdCancel
      />
    </form>
  );
}

function Value({ row, field }: { row: Row; field: string }) {
  const error = row.errors[field];
  return (
    <>
      <span className={cn("[overflow-wrap:anywhere]", error && "text-destructive")}>
        {row.values[field] ?? "—"}
      </span>
      {error ? <span className="block text-xs font-medium text-destructive">{error}</span> : null}
    </>
  );
}

function PreviewRows({
  rows,
  columns,
  keys,
}: {
  rows: Row[];
  columns: ImportDialogProps["columns"];
  keys: Set<string>;
}) {
  const status = (row: Row) =>
    hasErrors(row) ? (
      <Badge variant="danger">
        {Object.keys(row.errors).length === 1 ? "1 error" : `${Object.keys(row.errors).length} errors`}
      </Badge>
    ) : (
      <Badge variant="success">Ready</Badge>
    );
  const others = (row: Row) =>
    otherErrors(row, keys).map(([field, message]) => (
      <span key={field} className="block text-xs font-medium text-destructive">
        {message}
      </span>
    ));
  return (
    <ResponsiveTable
      caption="Rows in the file"
      // No scroll box of its own: the dialog scrolls, and long values wrap.
      cellPadding="px-3 py-2"
      rows={rows}
      rowKey={(row) => String(row.line)}
      rowClassName={(row) => hasErrors(row) && "bg-red-50"}
      columns={[
        { header: "Line", cell: (row) => row.line, rowHeader: true },
        ...columns.map((column) => ({
          header: column.label,
          cell: (row: Row) => <Value row={row} field={column.key} />,
        })),
        {
          header: "Status",
          cell: (row: Row) => (
            <>
              {status(row)}
              {others(row)}
            </>
          ),
        },
      ]}
      itemLabel={(row) => `Line ${row.line}`}
      cardClassName={(row) => hasErrors(row) && "border-red-300 bg-red-50"}
    >
      {(row) => (
        <>
          <CardListHeading title={`Line ${row.line}`} badge={status(row)} />
          {others(row)}
          <CardDetails>
            {columns.map((column) => (
              <CardDetail key={column.key} label={column.label}>
                <dd>
                  <Value row={row} field={column.key} />
                </dd>
              </CardDetail>
            ))}
          </CardDetails>
        </>
      )}
    </ResponsiveTable>
  );
}
