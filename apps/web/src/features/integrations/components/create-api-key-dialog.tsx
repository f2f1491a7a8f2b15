import { zodResolver } from "@hookform/resolvers/zod";
import {
  API_KEY_INTEGRATION_IDS,
  API_KEY_INTEGRATION_SCOPES,
  API_KEY_MESSAGES,
  API_KEY_RESOURCE_IDS,
  API_KEY_RESOURCES,
  type ApiKeyAccess,
  type ApiKeyCreatedDto,
  type ApiKeyCreateInput,
  type ApiKeyIntegration,
  type ApiKeyResource,
  apiKeyCreateSchema,
  describeScopes,
} from "@rollcall/shared/integrations";
import { type FieldErrors, type Resolver, type ResolverOptions, useForm } from "react-hook-form";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { fieldError, SelectField, TextField } from "@/components/ui/form-fields";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { useCreateApiKey } from "../api/create-api-key";
import { ShownOnceDialog, ShownOnceSecret } from "./shown-once-dialog";

/**
 * The form's Access choice: one of the two keys for everything, a choice per area, or an integration's key that
 * does that one thing ("CAD: open and update incidents from dispatch").
 */
type Access = ApiKeyAccess | "areas" | ApiKeyIntegration;
const ACCESS_CHOICES: readonly Access[] = ["read", "write", "areas", ...API_KEY_INTEGRATION_IDS];
const ACCESS_LABELS: Record<Access, string> = {
  read: "Read only (everything)",
  write: "Read and write (everything)",
  areas: "Choose per area",
  ...API_KEY_INTEGRATION_SCOPES,
};

/** One area's choice; "" is None. */
type AreaAccess = "" | ApiKeyAccess;
const AREA_CHOICES: readonly AreaAccess[] = ["", "read", "write"];
const AREA_LABELS: Record<AreaAccess, string> = { "": "None", read: "Read", write: "Read and write" };

type KeyFormValues = { name: string; access: Access; areas: Record<ApiKeyResource, AreaAccess> };

const DEFAULTS: KeyFormValues = {
  name: "",
  access: "read",
  areas: Object.fromEntries(API_KEY_RESOURCE_IDS.map((r) => [r, ""])) as Record<ApiKeyResource, AreaAccess>,
};

/** The body the choices make: "read", "write" or "cad", or one "<area>:<access>" per area given any access. */
function bodyOf({ name, access, areas }: KeyFormValues): ApiKeyCreateInput {
  if (access !== "areas") return { name, scopes: [access] };
  return { name, scopes: API_KEY_RESOURCE_IDS.flatMap((r) => (areas[r] ? [`${r}:${areas[r]}`] : [])) };
}

const validateBody = zodResolver(apiKeyCreateSchema);

/**
 * The choices become the request's body, which is checked by the schema the server checks it with
 * (`apiKeyCreateSchema`): its `scopes` message shows under Access, as the server's does (`serverFields`).
 */
const resolver: Resolver<KeyFormValues, unknown, ApiKeyCreateInput> = async (values, context, options) => {
  const bodyOptions: ResolverOptions<ApiKeyCreateInput> = {
    criteriaMode: options.criteriaMode,
    shouldUseNativeValidation: false,
    fields: {},
  };
  const result = await validateBody(bodyOf(values), context, bodyOptions);
  const { scopes, name } = result.errors;
  if (!scopes && !name) return { values: result.values as ApiKeyCreateInput, errors: {} };
  const errors: FieldErrors<KeyFormValues> = {};
  if (name) errors.name = name;
  if (scopes) errors.access = { type: "validate", message: scopes.message ?? API_KEY_MESSAGES.scopes };
  return { values: {}, errors };
};

/**
 * "Create API Key" (admins): a name and what the key may do; then, once, the key itself to copy. Closing the
 * dialog forgets it: the server keeps only its hash.
 */
export function CreateApiKeyDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  return (
    <ShownOnceDialog<ApiKeyCreatedDto>
      open={open}
      onClose={onClose}
      title="Create API Key"
      description="Name the key after the program that uses it, and give it only the access it needs."
      createdTitle="API Key Created"
      createdDescription={API_KEY_MESSAGES.createdDescription}
      className="max-w-xl"
      form={(props) => <CreateApiKeyForm {...props} />}
      created={(created) => (
        <div className="grid gap-3">
          <ShownOnceSecret
            name={created.name}
            detail={describeScopes(created.scopes)}
            label="API Key"
            secret={created.key}
          />
        </div>
      )}
    />
  );
}

function CreateApiKeyForm({
  onCreated,
  onCancel,
}: {
  onCreated: (key: ApiKeyCreatedDto) => void;
  onCancel: () => void;
}) {
  const create = useCreateApiKey();
  const form = useForm<KeyFormValues, unknown, ApiKeyCreateInput>({ resolver, defaultValues: DEFAULTS });
  const access = form.watch("access");
  const submit = useFormSubmit(form, {
    action: async (body) => {
      onCreated(await create.mutateAsync(body));
      toast({ title: API_KEY_MESSAGES.created });
    },
    onFailure: () => toastError(API_KEY_MESSAGES.errorTitle, API_KEY_MESSAGES.createFailed),
    serverFields: { scopes: "access" },
  });
  // Once the form was submitted, choosing an area re-checks Access (whose message may be "choose what...").
  const recheckAccess = () => {
    if (form.formState.isSubmitted) void form.trigger("access");
  };

  return (
    <form noValidate aria-label="Create API Key" className="grid gap-5" onSubmit={submit}>
      <TextField
        form={form}
        name="name"
        label="Name"
        placeholder="e.g. Payroll export"
        autoComplete="off"
        maxLength={100}
      />
      <ChoiceInputs
        legend="Access"
        type="radio"
        values={ACCESS_CHOICES}
        labels={ACCESS_LABELS}
        registration={form.register("access")}
        error={fieldError(form, "access")}
        choicesClassName="grid-cols-1 sm:grid-cols-1"
      />
      {access === "areas" ? (
        <fieldset className="grid gap-3 rounded-md border p-3 sm:gap-2 sm:p-4">
          <legend className="px-1 text-sm font-medium">Access per area</legend>
          {API_KEY_RESOURCE_IDS.map((resource) => (
            <SelectField
              key={resource}
              form={form}
              name={`areas.${resource}`}
              label={API_KEY_RESOURCES[resource]}
              options={AREA_CHOICES}
              labels={AREA_LABELS}
              registerOptions={{ onChange: recheckAccess }}
              fieldClassName="sm:grid-cols-[minmax(0,1fr)_11rem] sm:items-center sm:gap-x-3"
            />
          ))}
        </fieldset>
      ) : null}
      <FormDialogFooter
        submitLabel="Create API Key"
        pendingText="Creating..."
        pending={create.isPending}
        onCancel={onCancel}
      />
    </form>
  );
}
