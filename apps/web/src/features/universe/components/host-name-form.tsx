import { zodResolver } from "@hookform/resolvers/zod";
import { HOST_NAME_MESSAGES, hostNameSchema } from "@rollcall/shared/branding";
import { useEffect } from "react";
import { useForm } from "react-hook-form";
import { z } from "zod";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useSetHostName } from "../api/set-host-name";

// The field holds text; an empty one means "no host name" (null for the API).
const formSchema = z.object({ hostName: z.string() }).transform(({ hostName }, ctx) => {
  if (!hostName.trim()) return { hostName: null };
  const parsed = hostNameSchema.safeParse({ hostName });
  if (!parsed.success) {
    ctx.addIssue({ code: "custom", path: ["hostName"], message: HOST_NAME_MESSAGES.invalid });
    return z.NEVER;
  }
  return parsed.data;
});

/**
 * White-label: the host name this installation serves the agency on (its DNS and certificate point here).
 * On that host the sign-in page shows the agency's logo, name and colours while its plan includes White-label.
 */
export function HostNameForm({ id, hostName }: { id: string; hostName: string | null }) {
  const save = useSetHostName(id);
  const form = useForm<z.input<typeof formSchema>, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { hostName: hostName ?? "" },
  });
  const { reset } = form;
  useEffect(() => {
    reset({ hostName: hostName ?? "" });
  }, [hostName, reset]);

  const onSubmit = useFormSubmit(form, {
    action: async (values) => {
      await save.mutateAsync(values);
      toast({ title: values.hostName ? HOST_NAME_MESSAGES.saved : HOST_NAME_MESSAGES.cleared });
    },
    onFailure: (error) =>
      toastError("Could not save the host name", serverMessageOr(error, "Please try again.")),
  });

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-label="Host name"
      className="flex flex-col gap-3 sm:flex-row sm:items-start"
    >
      <div className="min-w-0 flex-1">
        <TextField
          form={form}
          name="hostName"
          label="Host name"
          description="White-label: the sign-in page on this address shows the agency's brand. Leave empty for none."
          placeholder="fire.example.org"
          autoComplete="off"
          spellCheck={false}
          inputMode="url"
        />
      </div>
      <Button type="submit" variant="outline" className="sm:mt-6" disabled={save.isPending}>
        <PendingLabel pending={save.isPending} pendingText="Saving...">
          Save Host Name
        </PendingLabel>
      </Button>
    </form>
  );
}
