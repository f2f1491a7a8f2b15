import { zodResolver } from "@hookform/resolvers/zod";
import type { Agency } from "@rollcall/shared/agencies";
import { DEFAULT_PRIMARY_COLOR, DEFAULT_SECONDARY_COLOR } from "@rollcall/shared/agencies";
import {
  BRAND_COLOR_MESSAGES,
  BRANDING_MESSAGES,
  type BrandColorsInput,
  brandColorsSchema,
  HEX_COLOR,
  isWhiteLabelled,
} from "@rollcall/shared/branding";
import { Lock } from "lucide-react";
import { useEffect } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { TextField } from "@/components/ui/form-fields";
import { PendingLabel } from "@/components/ui/pending-label";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { serverMessageOr } from "@/lib/form-errors";
import { useUpdateBrandColors } from "../api/update-brand-colors";

const colorOr = (value: string, fallback: string) => (HEX_COLOR.test(value) ? value.toUpperCase() : fallback);

const COLORS = [
  { key: "primaryColor", name: "Primary color", use: "Sidebar, headings and buttons" },
  { key: "secondaryColor", name: "Secondary color", use: "Highlights and accents" },
] as const;

const valuesOf = (agency: Agency): BrandColorsInput => ({
  primaryColor: colorOr(agency.primaryColor, DEFAULT_PRIMARY_COLOR),
  secondaryColor: colorOr(agency.secondaryColor, DEFAULT_SECONDARY_COLOR),
});

/**
 * Brand Colors (spec 02 §2, §9): the agency's primary and secondary colors. Read-only with the plan note,
 * editable on a plan with White-label Deployment (Pro, or a trial).
 */
export function BrandColorsCard({ agency }: { agency: Agency }) {
  return (
    <SectionCard title="Brand Colors" description="The colors of your agency's workspace." padded>
      {isWhiteLabelled(agency) ? <BrandColorsForm agency={agency} /> : <ReadOnlyColors agency={agency} />}
    </SectionCard>
  );
}

function ReadOnlyColors({ agency }: { agency: Agency }) {
  const values = valuesOf(agency);
  return (
    <>
      <ul className="grid gap-3 sm:grid-cols-2">
        {COLORS.map((color) => (
          <li key={color.key} className="flex min-w-0 items-center gap-3 rounded-lg border p-3">
            <Swatch hex={values[color.key]} />
            <div className="min-w-0">
              <p className="text-sm font-medium text-foreground">{color.name}</p>
              <p className="font-mono text-sm text-foreground">{values[color.key]}</p>
              <p className="truncate text-xs text-muted-foreground">{color.use}</p>
            </div>
          </li>
        ))}
      </ul>
      <div className="mt-4 flex items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-3 text-sm">
        <Lock className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">{BRANDING_MESSAGES.customColorsPlan}</span> Contact us
          to match Rollcall to your department's colors.
        </p>
      </div>
    </>
  );
}

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="size-12 shrink-0 rounded-md shadow-xs ring-1 ring-black/10 ring-inset"
      style={{ backgroundColor: hex }}
    />
  );
}

function BrandColorsForm({ agency }: { agency: Agency }) {
  const update = useUpdateBrandColors(agency.id);
  const form = useForm<BrandColorsInput>({
    resolver: zodResolver(brandColorsSchema),
    defaultValues: valuesOf(agency),
  });
  const { reset } = form;
  useEffect(() => {
    reset(valuesOf(agency));
  }, [agency, reset]);

  const onSubmit = useFormSubmit(form, {
    action: async (values) => {
      await update.mutateAsync(values);
      toast({ title: BRAND_COLOR_MESSAGES.saved, description: "Your workspace now uses these colors." });
    },
    onFailure: (error) =>
      toastError(BRAND_COLOR_MESSAGES.saveFailed, serverMessageOr(error, "Please try again.")),
  });

  return (
    <form noValidate onSubmit={onSubmit} aria-label="Brand Colors" className="grid gap-4">
      <div className="grid gap-4 sm:grid-cols-2">
        {COLORS.map((color) => (
          <ColorField key={color.key} form={form} name={color.key} label={color.name} use={color.use} />
        ))}
      </div>
      <p className="text-sm text-muted-foreground">
        White text sits on the primary color and dark text on the secondary one, so each must stay readable (a
        contrast of at least 4.5:1).
      </p>
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button
          type="button"
          variant="outline"
          onClick={() =>
            form.reset(
              { primaryColor: DEFAULT_PRIMARY_COLOR, secondaryColor: DEFAULT_SECONDARY_COLOR },
              { keepDefaultValues: true },
            )
          }
        >
          Use Rollcall's colors
        </Button>
        <Button type="submit" disabled={update.isPending}>
          <PendingLabel pending={update.isPending} pendingText="Saving...">
            Save Colors
          </PendingLabel>
        </Button>
      </div>
    </form>
  );
}

/** A colour picker beside its #RRGGBB field: either one changes both. */
function ColorField({
  form,
  name,
  label,
  use,
}: {
  form: UseFormReturn<BrandColorsInput>;
  name: keyof BrandColorsInput;
  label: string;
  use: string;
}) {
  const value = form.watch(name);
  return (
    <div className="flex min-w-0 items-start gap-3">
      <input
        type="color"
        aria-label={`${label} picker`}
        value={HEX_COLOR.test(value) ? value.toLowerCase() : "#000000"}
        onChange={(event) =>
          form.setValue(name, event.target.value.toUpperCase(), { shouldDirty: true, shouldValidate: true })
        }
        className="mt-6 size-12 shrink-0 cursor-pointer rounded-md border bg-card p-1"
      />
      <TextField
        form={form}
        name={name}
        label={label}
        description={use}
        className="font-mono uppercase"
        maxLength={7}
        spellCheck={false}
        autoComplete="off"
      />
    </div>
  );
}
