import { CERTIFICATION_IMPORT_COLUMNS, importTemplate } from "@rollcall/shared/imports";
import { ImportDialog } from "@/components/ui/import-dialog";
import { useImportCertifications } from "../api/import-certifications";
import { previewCertificationsImport } from "../api/preview-certifications-import";

/** Compliance → Import: certifications from a CSV, each holder named by their email. */
export function ImportCertificationsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importing = useImportCertifications();
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title="Import Certifications"
      description="A CSV with Member Email, Certification Name and Expiry Date, and optionally Number, Issuing Authority and Issue Date. Dates as 2026-03-31 or 3/31/2026."
      accept=".csv,text/csv"
      columns={CERTIFICATION_IMPORT_COLUMNS}
      template={{
        fileName: "certifications-template.csv",
        text: importTemplate(CERTIFICATION_IMPORT_COLUMNS),
      }}
      noun="certification"
      preview={previewCertificationsImport}
      importFile={importing.mutateAsync}
    />
  );
}
