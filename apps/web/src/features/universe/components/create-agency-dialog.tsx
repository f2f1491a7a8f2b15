import { zodResolver } from "@hookform/resolvers/zod";
import { AGENCY_TYPE_LABELS, SUBSCRIPTION_TIERS } from "@rollcall/shared/agencies";
import { TIER_NAMES } from "@rollcall/shared/billing";
import {
  CREATE_AGENCY_SERVER_FIELDS,
  type CreateAgencyFormInput,
  type CreateAgencyFormValues,
  createAgencyFormSchema,
  createAgencyPayload,
  OPERATOR_AGENCY_TYPES,
  UNIVERSE_MESSAGES,
} from "@rollcall/shared/universe";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { EmailField, FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateUniverseAgency } from "../api/create-agency";

const OPERATOR_TYPE_LABELS = Object.fromEntries(
  OPERATOR_AGENCY_TYPES.map((t) => [t, AGENCY_TYPE_LABELS[t]]),
) as Record<(typeof OPERATOR_AGENCY_TYPES)[number], string>;

const EMPTY: CreateAgencyFormInput = {
  name: "",
  type: "" as CreateAgencyFormInput["type"],
  subscriptionTier: "" as CreateAgencyFormInput["subscriptionTier"],
  firstName: "",
  lastName: "",
  email: "",
  password: "",
};

/** "Create Agency" (spec 01 §2, §5): the agency and its first admin, every field required. */
export function CreateAgencyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <TitledDialog
      open={open}
      onClose={onClose}
      title="Create Agency"
      description="Create a new agency and its first admin user."
      className="max-w-2xl"
    >
      {open ? <CreateAgencyForm onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function CreateAgencyForm({ onDone }: { onDone: () => void }) {
  const form = useForm<CreateAgencyFormInput, unknown, CreateAgencyFormValues>({
    resolver: zodResolver(createAgencyFormSchema),
    defaultValues: EMPTY,
  });
  const create = useCreateUniverseAgency();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      await create.mutateAsync(createAgencyPayload(values));
      toast({ title: UNIVERSE_MESSAGES.createdTitle, description: UNIVERSE_MESSAGES.created });
      onDone();
    },
    serverFields: CREATE_AGENCY_SERVER_FIELDS,
    onFailure: () => toastError("Error", UNIVERSE_MESSAGES.createFailed),
  });

  return (
    <form noValidate aria-label="Create Agency" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <TextField form={form} name="name" label="Agency Name" autoComplete="off" required />
        <FieldRow>
          <SelectField
            form={form}
            name="type"
            label="Agency Type"
            placeholder="Select a type"
            options={OPERATOR_AGENCY_TYPES}
            labels={OPERATOR_TYPE_LABELS}
            required
          />
          <SelectField
            form={form}
            name="subscriptionTier"
            label="Subscription Tier"
            placeholder="Select a tier"
            options={SUBSCRIPTION_TIERS}
            labels={TIER_NAMES}
            required
          />
        </FieldRow>
        <FieldRow>
          <TextField form={form} name="firstName" label="Admin First Name" autoComplete="off" required />
          <TextField form={form} name="lastName" label="Admin Last Name" autoComplete="off" required />
        </FieldRow>
        <EmailField form={form} name="email" label="Admin Email" autoComplete="off" required />
        <TextField
          form={form}
          name="password"
          type="password"
          label="Admin Password"
          autoComplete="new-password"
          required
        />
      </div>
      <FormDialogFooter submitLabel="Create Agency" pendingText="Creating..." pending={create.isPending} />
    </form>
  );
}
