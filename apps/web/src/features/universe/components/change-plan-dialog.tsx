import { zodResolver } from "@hookform/resolvers/zod";
import { SUBSCRIPTION_TIERS } from "@rollcall/shared/agencies";
import { TIER_NAMES } from "@rollcall/shared/billing";
import { UNIVERSE_MESSAGES, type UniversePlanInput, universePlanSchema } from "@rollcall/shared/universe";
import { format } from "date-fns";
import { useForm, useWatch } from "react-hook-form";
import type { z } from "zod";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, SelectField } from "@/components/ui/form-fields";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useSetAgencyPlan } from "../api/set-agency-plan";

export type PlanTarget = {
  id: string;
  name: string;
  subscriptionTier: (typeof SUBSCRIPTION_TIERS)[number];
  trialEndsAt: string | null;
};

/**
 * "Change Plan": an operator sets the tier of an agency paying by invoice or after a sales call, and a trial's
 * last day (a trial has every module). An agency Stripe bills is changed in Stripe: the server says so (409).
 */
export function ChangePlanDialog({ agency, onClose }: { agency: PlanTarget | null; onClose: () => void }) {
  return (
    <TitledDialog
      open={agency !== null}
      onClose={onClose}
      title={agency ? `Change Plan - ${agency.name}` : "Change Plan"}
      description="For an agency paying by invoice or after a sales call. A trial includes every module until its last day."
    >
      {agency ? <ChangePlanForm agency={agency} onDone={onClose} /> : null}
    </TitledDialog>
  );
}

function ChangePlanForm({ agency, onDone }: { agency: PlanTarget; onDone: () => void }) {
  const form = useForm<UniversePlanInput, unknown, z.output<typeof universePlanSchema>>({
    resolver: zodResolver(universePlanSchema),
    defaultValues: {
      subscriptionTier: agency.subscriptionTier,
      trialEndsAt: agency.trialEndsAt ? format(new Date(agency.trialEndsAt), "yyyy-MM-dd") : "",
    },
  });
  const tier = useWatch({ control: form.control, name: "subscriptionTier" });
  const save = useSetAgencyPlan(agency.id);
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const body: UniversePlanInput = {
        subscriptionTier: values.subscriptionTier,
        trialEndsAt: values.subscriptionTier === "trial" ? values.trialEndsAt : null,
      };
      await save.mutateAsync(body);
      toast({ title: UNIVERSE_MESSAGES.planChangedTitle, description: UNIVERSE_MESSAGES.planChanged });
      onDone();
    },
    onFailure: (error) => toastError("Error", serverMessageOr(error, UNIVERSE_MESSAGES.planChangeFailed)),
  });

  return (
    <form noValidate aria-label="Change Plan" className="grid gap-5" onSubmit={submit}>
      <div className="grid gap-4">
        <SelectField
          form={form}
          name="subscriptionTier"
          label="Subscription Tier"
          options={SUBSCRIPTION_TIERS}
          labels={TIER_NAMES}
          required
          registerOptions={{
            // Only a trial has an end date.
            onChange: (event) => {
              if (event.target.value !== "trial") form.setValue("trialEndsAt", "");
            },
          }}
        />
        {tier === "trial" ? (
          <DateField
            form={form}
            name="trialEndsAt"
            label="Trial Ends"
            description="The trial's last day, in the agency's time zone."
            required
          />
        ) : null}
      </div>
      <FormDialogFooter submitLabel="Change Plan" pendingText="Saving..." pending={save.isPending} />
    </form>
  );
}
