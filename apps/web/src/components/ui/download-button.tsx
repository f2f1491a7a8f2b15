import { ChevronDown, Download, FileSpreadsheet, FileText, type LucideIcon } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { Heading } from "@/components/ui/heading";
import { PendingLabel } from "@/components/ui/pending-label";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, downloadFile } from "@/lib/api";

type DownloadFailure = {
  /** The failure toast's title ("Export failed"). */
  failureTitle?: string;
  /** The toast's text when the server gave no message a person should read (a 5xx or no answer). */
  failureMessage?: string;
  /** A toast once the file is saved (none by default). */
  success?: { title: string; description: string };
};

/**
 * Every file download (CSV, PDF, JSON reports): fetches the file, saves it under the server's name, and on
 * failure shows the spec's toast. `busy` is the key of the download under way (or null).
 */
export function useDownload({
  failureTitle = "Export failed",
  failureMessage = "The report could not be created. Please try again.",
  success,
}: DownloadFailure = {}) {
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (url: string, fileName: string, key: string = url, post?: unknown) => {
    setBusy(key);
    try {
      await downloadFile(url, fileName, post);
      if (success) toast(success);
    } catch (error) {
      toastError(
        failureTitle,
        error instanceof ApiError && error.status < 500 ? error.serverMessage : failureMessage,
      );
    } finally {
      setBusy(null);
    }
  };
  return { busy, download };
}

type DownloadButtonProps = DownloadFailure &
  Omit<ComponentProps<typeof Button>, "onClick" | "children"> & {
    url: string;
    fileName: string;
    children: ReactNode;
    pendingText?: string;
  };

/** An outline button that downloads one file ("Download CSV"), "Preparing..." while it runs. */
export function DownloadButton({
  url,
  fileName,
  children,
  pendingText = "Preparing...",
  failureTitle,
  failureMessage,
  success,
  variant = "outline",
  disabled,
  ...props
}: DownloadButtonProps) {
  const { busy, download } = useDownload({ failureTitle, failureMessage, success });
  return (
    <Button
      variant={variant}
      disabled={disabled || busy !== null}
      onClick={() => void download(url, fileName)}
      {...props}
    >
      <PendingLabel pending={busy !== null} pendingText={pendingText}>
        <Download aria-hidden="true" />
        {children}
      </PendingLabel>
    </Button>
  );
}

export type ReportFile = { format: "pdf" | "csv"; url: string; fileName: string };

const FORMAT_LABELS: Record<ReportFile["format"], string> = {
  pdf: "PDF (printable)",
  csv: "CSV (spreadsheet)",
};

type ReportCardProps = {
  label: string;
  icon: LucideIcon;
  description: string;
  /** One file downloads on click; several open a menu of formats. */
  files: ReportFile[];
};

/** A report of a Reports tab: the spec's button (the report's name), its description and its formats. */
export function ReportCard({ label, icon: Icon, description, files }: ReportCardProps) {
  const { busy, download } = useDownload();
  const descriptionId = useId();
  const single = files.length === 1 ? files[0] : null;
  const get = (file: ReportFile) => void download(file.url, file.fileName);
  // The button holds the report's name only (the spec's buttons); a stretched ::after makes the whole card
  // clickable, and the description is read as the button's description.
  const button = (
    <button
      type="button"
      aria-describedby={descriptionId}
      disabled={busy !== null}
      onClick={single ? () => get(single) : undefined}
      className="cursor-pointer text-left font-semibold text-foreground outline-none after:absolute after:inset-0 after:rounded-lg disabled:cursor-wait"
    >
      {label}
    </button>
  );
  return (
    <div className="relative flex h-full items-start gap-4 rounded-lg border bg-card p-5 shadow-sm transition-colors hover:border-primary/40 hover:bg-navy-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring has-[:disabled]:opacity-70">
      <span className="flex size-10 shrink-0 items-center justify-center rounded-md bg-navy-100 text-primary">
        <Icon className="size-5" aria-hidden="true" />
      </span>
      <div className="grid min-w-0 flex-1 gap-1">
        <Heading>
          {single ? (
            button
          ) : (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>{button}</DropdownMenuTrigger>
              <DropdownMenuContent align="start">
                {files.map((file) => (
                  <DropdownMenuItem key={file.format} onSelect={() => get(file)}>
                    {file.format === "pdf" ? (
                      <FileText aria-hidden="true" />
                    ) : (
                      <FileSpreadsheet aria-hidden="true" />
                    )}
                    {FORMAT_LABELS[file.format]}
                  </DropdownMenuItem>
                ))}
              </DropdownMenuContent>
            </DropdownMenu>
          )}
        </Heading>
        <p id={descriptionId} className="text-sm text-muted-foreground">
          {description}
        </p>
        <p className="mt-2 inline-flex items-center gap-1.5 text-xs font-semibold text-primary">
          <Download className="size-3.5" aria-hidden="true" />
          {busy ? "Preparing..." : `Download ${files.map((f) => f.format.toUpperCase()).join(" or ")}`}
          {single ? null : <ChevronDown className="size-3.5" aria-hidden="true" />}
        </p>
      </div>
    </div>
  );
}

/** A Reports tab's list of report cards. */
export function ReportCardList({ reports }: { reports: (ReportCardProps & { key: string })[] }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2" aria-label="Reports">
      {reports.map(({ key, ...r }) => (
        <li key={key}>
          <ReportCard {...r} />
        </li>
      ))}
    </ul>
  );
}
