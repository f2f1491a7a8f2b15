import { isAdmin } from "@rollcall/shared/roles";
import { DownloadButton } from "@/components/ui/download-button";
import { SectionCard } from "@/components/ui/section-card";
import { useUser } from "@/lib/session";

const failure = {
  failureTitle: "Export failed",
  failureMessage: "Failed to export agency data. Please try again.",
} as const;

/** Data Export (spec 02 §2, §5, §8): the whole agency as one JSON file, or CSVs in a ZIP; admins only. */
export function DataExportCard() {
  const { user } = useUser();
  const admin = isAdmin(user);
  return (
    <SectionCard
      title="Data Export"
      description="Download every record of your agency: one JSON file, or one spreadsheet (CSV) per table in a ZIP. Private wellness records, passwords and sign-in tokens are never included."
      padded
    >
      <div className="flex flex-wrap items-center gap-3">
        <DownloadButton
          url="/api/export/agency-data"
          fileName="rollcall-agency-data.json"
          variant="default"
          disabled={!admin}
          pendingText="Exporting..."
          success={{
            title: "Export successful",
            description: "Your agency data has been exported and downloaded",
          }}
          {...failure}
        >
          Export Data
        </DownloadButton>
        <DownloadButton
          url="/api/export/agency-data.zip"
          fileName="rollcall-agency-data.zip"
          disabled={!admin}
          pendingText="Exporting..."
          {...failure}
        >
          Download spreadsheets (ZIP)
        </DownloadButton>
      </div>
      {admin ? null : (
        <p className="mt-3 text-sm text-muted-foreground">Only an admin can export agency data.</p>
      )}
    </SectionCard>
  );
}
