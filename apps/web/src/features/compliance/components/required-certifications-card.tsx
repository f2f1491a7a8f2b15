import { zodResolver } from "@hookform/resolvers/zod";
import {
  EVERYONE_LABEL,
  type RequiredCertification,
  type RequiredCertificationFormInput,
  type RequiredCertificationFormValues,
  requiredCertificationFormSchema,
} from "@rollcall/shared/compliance";
import { ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import { ListChecks, Plus, RefreshCw, X } from "lucide-react";
import { useForm } from "react-hook-form";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { useCreateRequiredCertification } from "../api/create-required-certification";
import { useDeleteRequiredCertification } from "../api/delete-required-certification";
import { useRequiredCertifications } from "../api/get-required-certifications";

const roleLabel = (r: RequiredCertification) => (r.role ? ROLE_LABELS[r.role] : EVERYONE_LABEL);

/**
 * Required Certifications: what the agency requires of each role (or of everyone). The Compliance Audit,
 * Training Gaps and the schedule's assignment warning use it. Admins add and remove; everyone reads.
 */
export function RequiredCertificationsCard({ isAdmin }: { isAdmin: boolean }) {
  const required = useRequiredCertifications();
  const remove = useDeleteRequiredCertification();

  const removeOne = async (r: RequiredCertification) => {
    try {
      await remove.mutateAsync(r.id);
      toast({ title: "Requirement removed", description: `${r.name} · ${roleLabel(r)}` });
    } catch (error) {
      toastError("Error", error instanceof ApiError ? error.serverMessage : "Failed to remove requirement");
    }
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Required Certifications</CardTitle>
        <CardDescription>
          What each role must hold. The Compliance Audit and Training Gaps reports, and the schedule's
          assignment warning, check members against this list.
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {required.isPending ? (
          <p className="text-sm text-muted-foreground" role="status">
            Loading required certifications...
          </p>
        ) : required.isError ? (
          <div className="flex flex-wrap items-center gap-3 text-sm text-destructive">
            Required certifications could not be loaded.
            <Button variant="outline" size="sm" onClick={() => required.refetch()}>
              <RefreshCw aria-hidden="true" />
              Try again
            </Button>
          </div>
        ) : required.data.length === 0 ? (
          <div className="flex items-center gap-3 rounded-md border border-dashed p-4 text-sm text-muted-foreground">
            <ListChecks className="size-5 shrink-0" aria-hidden="true" />
            No certification is required yet.{isAdmin ? " Add the first one below." : ""}
          </div>
        ) : (
          <ul className="divide-y rounded-md border" aria-label="Required certifications">
            {required.data.map((r) => (
              <li key={r.id} className="flex items-center gap-3 px-3 py-2">
                <span className="min-w-0 flex-1 font-medium">{r.name}</span>
                <Badge variant={r.role ? "info" : "secondary"}>{roleLabel(r)}</Badge>
                {isAdmin ? (
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={`Remove ${r.name} (${roleLabel(r)})`}
                    disabled={remove.isPending}
                    onClick={() => void removeOne(r)}
                  >
                    <X aria-hidden="true" />
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        )}
        {isAdmin ? <AddRequirementForm /> : null}
      </CardContent>
    </Card>
  );
}

function AddRequirementForm() {
  const create = useCreateRequiredCertification();
  const form = useForm<RequiredCertificationFormInput, unknown, RequiredCertificationFormValues>({
    resolver: zodResolver(requiredCertificationFormSchema),
    defaultValues: { name: "", role: "" },
  });
  const {
    register,
    formState: { errors },
  } = form;

  const submit = useFormSubmit(form, {
    action: async (values) => {
      const added = await create.mutateAsync(values);
      toast({ title: "Requirement added", description: `${added.name} · ${roleLabel(added)}` });
      form.reset({ name: "", role: values.role ?? "" });
    },
    onFailure: () => toastError("Error", "Failed to add requirement"),
  });

  return (
    <form
      noValidate
      aria-label="Add required certification"
      className="grid items-start gap-3 sm:grid-cols-[1fr_12rem_auto]"
      onSubmit={submit}
    >
      <FormField label="Certification" error={errors.name?.message}>
        <Input placeholder="e.g. CPR" autoComplete="off" {...register("name")} />
      </FormField>
      <FormField label="Required For" error={errors.role?.message}>
        <NativeSelect {...register("role")}>
          <option value="">{EVERYONE_LABEL}</option>
          <SelectOptions values={ROLES} labels={ROLE_LABELS} />
        </NativeSelect>
      </FormField>
      <Button type="submit" className="sm:mt-6" disabled={create.isPending}>
        <Plus aria-hidden="true" />
        Add Requirement
      </Button>
    </form>
  );
}
