import { zodResolver } from "@hookform/resolvers/zod";
import {
  CERTIFICATION_STATUS_LABELS,
  CERTIFICATION_STATUSES,
  type Certification,
  type CertificationFormInput,
  type CertificationFormValues,
  type CertificationUpdateInput,
  COMPLIANCE_MESSAGES,
  certificationFormSchema,
} from "@rollcall/shared/compliance";
import { isManager, ROLE_LABELS } from "@rollcall/shared/roles";
import { Download, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError, downloadFile } from "@/lib/api";
import { changedValues } from "@/lib/changed-values";
import { useUser } from "@/lib/session";
import { useCreateCertification } from "../api/create-certification";
import { useDeleteDocument } from "../api/delete-document";
import { useUpdateCertification } from "../api/update-certification";
import { useUploadDocument } from "../api/upload-document";
import { checkDocument, DocumentField } from "./document-field";

export type CertificationFormTarget = { kind: "add" } | { kind: "edit"; certification: Certification };

type CertificationFormDialogProps = {
  target: CertificationFormTarget | null;
  onClose: () => void;
  team: TeamMember[];
  /** Names offered while typing (the agency's required and existing certifications). */
  suggestions: string[];
};

/** "Add New Certification" and "Edit Certification" (spec 02 §2), with the certificate document. */
export function CertificationFormDialog({
  target,
  onClose,
  team,
  suggestions,
}: CertificationFormDialogProps) {
  const editing = target?.kind === "edit" ? target.certification : null;
  return (
    <TitledDialog
      open={target !== null}
      onClose={onClose}
      title={editing ? "Edit Certification" : "Add New Certification"}
      description={
        editing
          ? `${editing.name} held by ${editing.holderName}.`
          : "Record a certification and attach a copy of the certificate."
      }
      className="max-w-2xl"
    >
      {target ? (
        <CertificationForm
          key={editing?.id ?? "new"}
          editing={editing}
          team={team}
          suggestions={suggestions}
          onDone={onClose}
        />
      ) : null}
    </TitledDialog>
  );
}

function defaultsFor(editing: Certification | null, ownId: string, manager: boolean): CertificationFormInput {
  if (!editing)
    return {
      // A member records their own; an officer or admin picks the holder.
      userId: manager ? "" : ownId,
      name: "",
      issuingOrganization: "",
      issueDate: "",
      expirationDate: "",
      certificateNumber: "",
      status: "active",
    };
  return {
    userId: editing.userId,
    name: editing.name,
    issuingOrganization: editing.issuingOrganization ?? "",
    issueDate: editing.issueDate ?? "",
    expirationDate: editing.expirationDate,
    certificateNumber: editing.certificateNumber ?? "",
    status: editing.status,
  };
}

type CertificationFormProps = {
  editing: Certification | null;
  team: TeamMember[];
  suggestions: string[];
  onDone: () => void;
};

function CertificationForm({ editing, team, suggestions, onDone }: CertificationFormProps) {
  const { user } = useUser();
  const manager = isManager(user);
  const [initial] = useState(() => defaultsFor(editing, user?.id ?? "", manager));
  const form = useForm<CertificationFormInput, unknown, CertificationFormValues>({
    resolver: zodResolver(certificationFormSchema),
    defaultValues: initial,
  });
  const create = useCreateCertification();
  const update = useUpdateCertification();
  const upload = useUploadDocument();
  const removeDocument = useDeleteDocument();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string>();
  const [attached, setAttached] = useState(
    editing?.documentUrl ? { name: editing.documentName ?? "certificate", size: editing.documentSize } : null,
  );
  const listId = useId();
  const pending = create.isPending || update.isPending || upload.isPending;

  // Non-managers may only hold their own (no need to wait for the member list); an edited certification
  // keeps its holder choosable.
  const members: Pick<TeamMember, "id" | "firstName" | "lastName" | "role">[] = manager
    ? team
    : user
      ? [{ id: user.id, firstName: user.firstName ?? "", lastName: user.lastName ?? "", role: user.role }]
      : [];
  const holderMissing = editing && !members.some((m) => m.id === editing.userId);

  const chooseFile = (next: File | null) => {
    const problem = next ? checkDocument(next) : null;
    setFileError(problem?.message);
    setFile(problem ? null : next);
  };

  /** Uploads the chosen file; a failure is reported but does not undo the saved certification. */
  async function attach(id: string) {
    if (!file) return true;
    try {
      await upload.mutateAsync({ id, file });
      return true;
    } catch (error) {
      const tooLarge = error instanceof ApiError && error.status === 413;
      toastError(
        tooLarge ? COMPLIANCE_MESSAGES.fileTooLargeTitle : COMPLIANCE_MESSAGES.uploadFailedTitle,
        error instanceof ApiError && error.status < 500 && error.serverMessage
          ? error.serverMessage
          : COMPLIANCE_MESSAGES.uploadFailed,
      );
      return false;
    }
  }

  const submit = useFormSubmit(form, {
    action: async (values) => {
      if (editing) {
        const changes = changedValues<CertificationUpdateInput>(form.getValues(), initial, values);
        const fieldsChanged = Object.keys(changes).length > 0;
        if (fieldsChanged || !file) await update.mutateAsync({ id: editing.id, changes });
        // Only a new file: the spec's upload toast; otherwise the update's.
        if (await attach(editing.id))
          toast({
            title: fieldsChanged || !file ? COMPLIANCE_MESSAGES.updated : COMPLIANCE_MESSAGES.uploadSucceeded,
          });
      } else {
        const created = await create.mutateAsync(values);
        if (await attach(created.id)) toast({ title: COMPLIANCE_MESSAGES.added });
      }
      onDone();
    },
    onFailure: () => {
      toastError(
        COMPLIANCE_MESSAGES.errorTitle,
        editing ? COMPLIANCE_MESSAGES.updateFailed : COMPLIANCE_MESSAGES.addFailed,
      );
    },
  });

  const removeCurrent = async () => {
    if (!editing) return;
    try {
      await removeDocument.mutateAsync(editing.id);
      setAttached(null);
      toast({ title: "Document removed" });
    } catch (error) {
      toastError(
        COMPLIANCE_MESSAGES.errorTitle,
        error instanceof ApiError ? error.serverMessage : COMPLIANCE_MESSAGES.updateFailed,
      );
    }
  };

  const downloadCurrent = async () => {
    if (!editing?.documentUrl) return;
    try {
      await downloadFile(editing.documentUrl, editing.documentName ?? "certificate");
    } catch (error) {
      toastError("Download failed", error instanceof ApiError ? error.serverMessage : undefined);
    }
  };

  return (
    <form
      noValidate
      aria-label={editing ? "Edit Certification" : "Add New Certification"}
      className="grid gap-5"
      onSubmit={submit}
    >
      <div className="grid gap-4">
        <SelectField
          form={form}
          name="userId"
          label="Team Member"
          placeholder={manager ? "Select a member" : undefined}
        >
          {members.map((m) => (
            <option key={m.id} value={m.id}>
              {m.firstName} {m.lastName} ({ROLE_LABELS[m.role]})
            </option>
          ))}
          {holderMissing ? <option value={editing.userId}>{editing.holderName}</option> : null}
        </SelectField>
        <TextField
          form={form}
          name="name"
          label="Certification Name"
          placeholder="e.g. CPR"
          list={listId}
          autoComplete="off"
        />
        <datalist id={listId}>
          {suggestions.map((name) => (
            <option key={name} value={name} />
          ))}
        </datalist>
        <FieldRow>
          <TextField
            form={form}
            name="issuingOrganization"
            label="Issuing Organization"
            placeholder="e.g. American Heart Association"
          />
          <TextField
            form={form}
            name="certificateNumber"
            label="Certificate Number"
            placeholder="e.g. AHA-2025-1182"
          />
        </FieldRow>
        <FieldRow columns={3}>
          <DateField form={form} name="issueDate" label="Issue Date" />
          <DateField form={form} name="expirationDate" label="Expiration Date" />
          <SelectField
            form={form}
            name="status"
            label="Status"
            options={CERTIFICATION_STATUSES}
            labels={CERTIFICATION_STATUS_LABELS}
          />
        </FieldRow>
        <DocumentField
          label={attached ? "Replace Certificate Document" : "Certificate Document"}
          file={file}
          onChange={chooseFile}
          error={fileError}
          current={
            attached
              ? {
                  name: attached.name,
                  size: attached.size,
                  actions: (
                    <>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Download ${attached.name}`}
                        onClick={() => void downloadCurrent()}
                      >
                        <Download aria-hidden="true" />
                      </Button>
                      <Button
                        type="button"
                        variant="ghost"
                        size="icon"
                        aria-label={`Remove ${attached.name}`}
                        className="text-destructive hover:bg-red-50"
                        disabled={removeDocument.isPending}
                        onClick={() => void removeCurrent()}
                      >
                        <Trash2 aria-hidden="true" />
                      </Button>
                    </>
                  ),
                }
              : null
          }
        />
      </div>
      <FormDialogFooter
        submitLabel={editing ? "Save Changes" : "Add Certification"}
        pendingText="Saving..."
        pending={pending}
        onCancel={onDone}
      />
    </form>
  );
}
