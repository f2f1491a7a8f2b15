import type { ImportResult } from "@rollcall/shared/imports";
import { ShieldAlert } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DataTable } from "@/components/ui/data-table";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { SignInAddress } from "./temporary-password-dialog";

type Imported = NonNullable<ImportResult["members"]>;

/**
 * After a members import: each new member's temporary password, shown once, for the admin to hand over: when a
 * mail does not arrive, or to everyone when the installation has no mail set up (`emailed` false). A click
 * outside does not close it.
 */
export function ImportedPasswordsDialog({
  members,
  emailed,
  onClose,
}: {
  members: Imported | null;
  emailed: boolean;
  onClose: () => void;
}) {
  return (
    <TitledDialog
      open={members !== null}
      onClose={onClose}
      title="Members Imported"
      description={
        emailed
          ? "Each new member was emailed their temporary password. They sign in with it and then choose their own."
          : "Mail is not configured on this installation, so no invitation emails were sent. Give each new member their temporary password and the sign-in address yourself. They sign in with it and then choose their own."
      }
      className="max-w-2xl"
      onInteractOutside={(event) => event.preventDefault()}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      <p className="flex items-start gap-2 rounded-md border border-yellow-300 bg-yellow-50 p-3 text-sm text-yellow-900">
        <ShieldAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <span>
          {emailed
            ? "These passwords are shown only once. Share one privately only if its email did not arrive."
            : "These passwords are shown only once. Copy them now and share each privately, never in a group chat."}
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
      {emailed ? null : <SignInAddress />}
    </TitledDialog>
  );
}
