import { NFIRS_IMPORT_COLUMNS } from "@rollcall/shared/imports";
import { ImportDialog } from "@/components/ui/import-dialog";
import { useImportNfirs } from "../api/import-nfirs";
import { previewNfirsImport } from "../api/preview-nfirs-import";

/** Incidents → Import NFIRS: the agency's history from its NFIRS 5.0 system, as completed reports. */
export function ImportNfirsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const importing = useImportNfirs();
  return (
    <ImportDialog
      open={open}
      onClose={onClose}
      title="Import NFIRS Incidents"
      description="An NFIRS 5.0 transaction file exported from your previous records system. The Basic module of each incident becomes a completed report; incident numbers you already have are refused."
      accept=".txt,.dat,.nfirs,text/plain"
      columns={NFIRS_IMPORT_COLUMNS}
      noun="incident"
      preview={previewNfirsImport}
      importFile={importing.mutateAsync}
    />
  );
}
