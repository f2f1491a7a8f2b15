import { zodResolver } from "@hookform/resolvers/zod";
import {
  addYearToIsoDate,
  type Certification,
  COMPLIANCE_MESSAGES,
  type RenewFormValues,
  renewFormSchema,
} from "@rollcall/shared/compliance";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate } from "@/lib/dates";
import { useUpdateCertification } from "../api/update-certification";

type RenewDialogProps = {
  certification: Certification | null;
  /** The agency's today (yyyy-MM-dd): the new date defaults to one year later. */
  today: string;
  onClose: () => void;
};

/** "Renew Certification" (spec 02 §4): a new expiration date, sent with status active and nothing else. */
export function RenewDialog({ certification, today, onClose }: RenewDialogProps) {
  return (
    <TitledDialog
      open={certification !== null}
      onClose={onClose}
      title="Renew Certification"
      description={
        certification
          ? `${certification.name} held by ${certification.holderName}. Choose the new expiration date.`
          : null
      }
    >
      {certification ? (
        <RenewForm key={certification.id} certification={certification} today={today} onDone={onClose} />
      ) : null}
    </TitledDialog>
  );
}

function RenewForm({
  certification,
  today,
  onDone,
}: {
  certification: Certification;
  today: string;
  onDone: () => void;
}) {
  const form = useForm<RenewFormValues>({
    resolver: zodResolver(renewFormSchema),
    defaultValues: { expirationDate: addYearToIsoDate(today) },
  });
  const renew = useUpdateCertification();

  const submit = useFormSubmit(form, {
    action: async ({ expirationDate }) => {
      await renew.mutateAsync({ id: certification.id, changes: { expirationDate, status: "active" } });
      toast({ title: COMPLIANCE_MESSAGES.renewed });
      onDone();
    },
    onFailure: () => toastError(COMPLIANCE_MESSAGES.errorTitle, COMPLIANCE_MESSAGES.renewFailed),
  });

  return (
    <form noValidate aria-label="Renew Certification" className="grid gap-5" onSubmit={submit}>
      <dl className="grid grid-cols-2 gap-3 rounded-lg border bg-muted/40 p-4 text-sm">
        <div>
          <dt className="text-muted-foreground">Current expiration</dt>
          <dd className="font-medium">{formatDate(certification.expirationDate)}</dd>
        </div>
        <div>
          <dt className="text-muted-foreground">Certificate number</dt>
          <dd className="font-medium">{certification.certificateNumber ?? "Not recorded"}</dd>
        </div>
      </dl>
      <DateField form={form} name="expirationDate" label="New Expiration Date" />
      <FormDialogFooter
        submitLabel="Renew Certification"
        pendingText="Renewing..."
        pending={renew.isPending}
        submitDisabled={!form.watch("expirationDate")}
        onCancel={onDone}
      />
    </form>
  );
}
