import {
  addYearToIsoDate,
  type Certification,
  COMPLIANCE_MESSAGES,
  isIsoDate,
} from "@rollcall/shared/compliance";
import { useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
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
    <Dialog open={certification !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Renew Certification</DialogTitle>
          <DialogDescription>
            {certification
              ? `${certification.name} held by ${certification.holderName}. Choose the new expiration date.`
              : null}
          </DialogDescription>
        </DialogHeader>
        {certification ? (
          <RenewForm key={certification.id} certification={certification} today={today} onDone={onClose} />
        ) : null}
      </DialogContent>
    </Dialog>
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
  const [date, setDate] = useState(() => addYearToIsoDate(today));
  const [error, setError] = useState<string>();
  const renew = useUpdateCertification();

  const submit = async () => {
    if (!isIsoDate(date)) {
      setError(COMPLIANCE_MESSAGES.expirationDate);
      return;
    }
    try {
      await renew.mutateAsync({ id: certification.id, changes: { expirationDate: date, status: "active" } });
      toast({ title: COMPLIANCE_MESSAGES.renewed });
      onDone();
    } catch (e) {
      const fieldError = e instanceof ApiError ? e.fieldErrors.expirationDate : undefined;
      if (fieldError) setError(fieldError);
      else toastError(COMPLIANCE_MESSAGES.errorTitle, COMPLIANCE_MESSAGES.renewFailed);
    }
  };

  return (
    <form
      noValidate
      aria-label="Renew Certification"
      className="grid gap-5"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
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
      <FormField label="New Expiration Date" error={error}>
        <Input
          type="date"
          value={date}
          onChange={(e) => {
            setDate(e.target.value);
            setError(undefined);
          }}
        />
      </FormField>
      <FormDialogFooter
        submitLabel="Renew Certification"
        pendingText="Renewing..."
        pending={renew.isPending}
        submitDisabled={!date}
        onCancel={onDone}
      />
    </form>
  );
}
