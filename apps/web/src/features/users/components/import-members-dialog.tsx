import { type ImportResult, importTemplate, MEMBER_IMPORT_COLUMNS } from "@rollcall/shared/imports";
import { useState } from "react";
import { ImportDialog } from "@/components/ui/import-dialog";
import { useImportMembers } from "../api/import-members";
import { previewMembersImport } from "../api/preview-members-import";
import { ImportedPasswordsDialog } from "./imported-passwords-dialog";

/**
 * Users → Import: members from a CSV, each given a temporary password like an invitation (emailed where the
 * installation sends mail), then shown once.
 */
export function ImportMembersDialog({
  agencyId,
  open,
  onClose,
}: {
  agencyId: string;
  open: boolean;
  onClose: () => void;
}) {
  const importing = useImportMembers(agencyId);
  const [imported, setImported] = useState<Pick<ImportResult, "members" | "emailed"> | null>(null);
  return (
    <>
      <ImportDialog
        open={open}
        onClose={onClose}
        title="Import Members"
        description="A CSV with First Name, Last Name, Email and Role (admin, officer, firefighter or emt), and optionally Platoon, Phone and Hire Date. Each new member gets a temporary password, shown to you after the import, and emailed to them where this installation sends mail."
        accept=".csv,text/csv"
        columns={MEMBER_IMPORT_COLUMNS}
        template={{ fileName: "members-template.csv", text: importTemplate(MEMBER_IMPORT_COLUMNS) }}
        noun="member"
        preview={previewMembersImport}
        importFile={importing.mutateAsync}
        onImported={(result) => setImported(result)}
      />
      <ImportedPasswordsDialog
        members={imported?.members ?? null}
        emailed={imported?.emailed ?? false}
        onClose={() => setImported(null)}
      />
    </>
  );
}
