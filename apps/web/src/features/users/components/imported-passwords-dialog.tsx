import type { ImportResult } from "@rollcall/shared/imports";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { TitledDialog } from "@/components/ui/titled-dialog";

type Imported = NonNullable<ImportResult["members"]>;

/**
 * After a members import: each new member's temporary password, shown once (they were also emailed), for the
 * admin to hand over when a mail does not arrive. A click outside does not close it.
 */
export function ImportedPasswordsDialog({
  members,
  onClose,
}: {
  members: Imported | null;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={members !== null}
      onClose={onClose}
      title="Members Imported"
      description="Each new member was emailed their temporary password. They sign in with it and then choose their own."
      className="max-w-2xl"
      onInteractOutside={(event) => event.preventDefault()}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          These passwords are shown only once. Share one privately only if its email did not arrive.
        </span>
      </p>
      <DataTable
        caption="Temporary passwords"
        cellPadding="px-3 py-2"
        rows={members ?? []}
        rowKey={(m) => m.email}
        columns={[
          {
            header: "Email",
            cell: (m) => <span className="[overflow-wrap:anywhere]">{m.email}</span>,
            rowHeader: true,
          },
          {
            header: "Temporary Password",
            cell: (m) => <code className="font-mono">{m.temporaryPassword}</code>,
          },
        ]}
      />
    </TitledDialog>
  );
}
