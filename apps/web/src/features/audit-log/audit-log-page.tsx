import {
  AUDIT_LOG_MESSAGES,
  AUDIT_LOG_PAGE_SIZE,
  type AuditLogFilters,
  auditLogCsvUrl,
} from "@rollcall/shared/audit-log";
import { isAdmin } from "@rollcall/shared/roles";
import { ChevronLeft, ChevronRight, RefreshCw, ScrollText, ServerCrash } from "lucide-react";
import { useState } from "react";
import { AccessDenied } from "@/components/ui/access-denied";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { DownloadButton } from "@/components/ui/download-button";
import { EmptyState } from "@/components/ui/empty-state";
import { PageHeader } from "@/components/ui/page-header";
import { Spinner } from "@/components/ui/spinner";
import { useAgencyTimeZone, useTeam } from "@/features/agencies";
import { useUnauthorizedRedirect } from "@/hooks/use-unauthorized-redirect";
import { ApiError } from "@/lib/api";
import { useUser } from "@/lib/session";
import { useAuditLog, useRecordTypes } from "./api/get-audit-log";
import { AuditLogFilterBar } from "./components/audit-log-filters";
import { AuditLogCards, AuditLogTable } from "./components/audit-log-table";
import { hasFilters, useFilterParams } from "./utils/filters";

const TITLE = "Audit Log";

/** /audit-log: every write in the agency, recorded by the database; admins read, filter and download it. */
export function AuditLogPage() {
  const { user } = useUser();
  if (!user) return null;
  if (!isAdmin(user)) {
    return (
      <div className="space-y-6">
        <PageHeader title={TITLE} />
        <AccessDenied message={AUDIT_LOG_MESSAGES.accessDenied} />
      </div>
    );
  }
  return <AuditLogScreen agencyId={user.agencyId} />;
}

function AuditLogScreen({ agencyId }: { agencyId: string }) {
  const [filters, setFilters] = useFilterParams();
  // The pages walked so far: each cursor is the last entry of the page before. Filters start over.
  const [cursors, setCursors] = useState<string[]>([]);
  const [shownFilters, setShownFilters] = useState(filters);
  if (JSON.stringify(shownFilters) !== JSON.stringify(filters)) {
    setShownFilters(filters);
    setCursors([]);
  }
  const cursor = cursors.at(-1);
  const log = useAuditLog(agencyId, filters, cursor);
  const team = useTeam(agencyId);
  const recordTypes = useRecordTypes(agencyId);
  const { timeZone } = useAgencyTimeZone(agencyId);
  const unauthorized = useUnauthorizedRedirect(log.error, team.error);

  const changeFilters = (change: Partial<AuditLogFilters>) => {
    setCursors([]);
    setFilters(change);
  };

  const page = log.data;
  const pageNumber = cursors.length + 1;
  const firstShown = cursors.length * AUDIT_LOG_PAGE_SIZE + 1;

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description="Every change made in your agency: who made it, when, and what changed."
        actions={
          <DownloadButton
            url={auditLogCsvUrl(agencyId, filters)}
            fileName="audit-log.csv"
            failureTitle="Download failed"
            failureMessage="The audit log could not be downloaded. Please try again."
          >
            Download CSV
          </DownloadButton>
        }
      />

      <Card className="overflow-hidden">
        <section aria-label="Filters" className="border-b p-4">
          <AuditLogFilterBar
            filters={filters}
            onChange={changeFilters}
            members={team.data}
            recordTypes={recordTypes.data}
          />
        </section>

        {log.isPending || unauthorized ? (
          <Spinner label="Loading audit log..." className="min-h-64" />
        ) : log.isError ? (
          <EmptyState
            icon={ServerCrash}
            tone="danger"
            title="The audit log could not be loaded"
            description={
              log.error instanceof ApiError && log.error.status < 500
                ? log.error.serverMessage
                : "Check your connection and try again."
            }
            action={
              <Button
                variant="outline"
                onClick={() => (cursors.length ? setCursors([]) : void log.refetch())}
                disabled={log.isFetching}
              >
                <RefreshCw aria-hidden="true" className={log.isFetching ? "animate-spin" : undefined} />
                {cursors.length ? "Back to the First Page" : "Try Again"}
              </Button>
            }
          />
        ) : page && page.entries.length === 0 ? (
          <EmptyState
            icon={ScrollText}
            title={AUDIT_LOG_MESSAGES.empty}
            description={
              hasFilters(filters)
                ? "Try another member, record type or date range."
                : "Changes appear here as members work in Rollcall."
            }
          />
        ) : page ? (
          <div
            className={log.isPlaceholderData ? "opacity-60 transition-opacity" : undefined}
            aria-busy={log.isPlaceholderData}
          >
            <p aria-live="polite" className="sr-only">
              Page {pageNumber}: entries {firstShown} to {firstShown + page.entries.length - 1}
            </p>
            <div className="hidden md:block">
              <AuditLogTable entries={page.entries} timeZone={timeZone} />
            </div>
            <div className="md:hidden">
              <AuditLogCards entries={page.entries} timeZone={timeZone} />
            </div>
            <nav
              aria-label="Pages"
              className="flex flex-col gap-3 border-t px-4 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <p className="text-sm text-muted-foreground">
                Entries {firstShown}–{firstShown + page.entries.length - 1}
                {timeZone ? <> · Times in {timeZone.replaceAll("_", " ")}</> : null}
              </p>
              <div className="flex gap-2">
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => setCursors((c) => c.slice(0, -1))}
                  disabled={cursors.length === 0 || log.isFetching}
                  className="flex-1 sm:flex-none"
                >
                  <ChevronLeft aria-hidden="true" />
                  Newer
                </Button>
                <Button
                  variant="outline"
                  size="sm"
                  onClick={() => {
                    const last = page.entries.at(-1);
                    if (last) setCursors((c) => [...c, last.id]);
                  }}
                  disabled={!page.hasOlder || log.isFetching}
                  className="flex-1 sm:flex-none"
                >
                  Older
                  <ChevronRight aria-hidden="true" />
                </Button>
              </div>
            </nav>
          </div>
        ) : null}
      </Card>
    </div>
  );
}
