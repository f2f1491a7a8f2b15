import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS, ROLES } from "@rollcall/shared/roles";
import {
  CALLBACK_METHOD_LABELS,
  CALLBACK_METHODS,
  CALLBACK_MODE_LABELS,
  CALLBACK_MODES,
  FLSA_MAX_PERIOD_DAYS,
  FLSA_MIN_PERIOD_DAYS,
  FLSA_STANDARD_LABELS,
  FLSA_STANDARDS,
  STAFFING_MESSAGES,
  type StaffingSettings,
  type StaffingSettingsUpdateInput,
  type StaffingSettingsUpdateValues,
  staffingSettingsUpdateSchema,
} from "@rollcall/shared/staffing";
import { X } from "lucide-react";
import { useState } from "react";
import { type UseFormReturn, useForm } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { ChoiceInputs } from "@/components/ui/choice-inputs";
import { DateField, FieldRow, fieldError, SelectField, TextField } from "@/components/ui/form-fields";
import { Input } from "@/components/ui/input";
import { PendingLabel } from "@/components/ui/pending-label";
import { QueryState } from "@/components/ui/query-state";
import { SectionCard } from "@/components/ui/section-card";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import { toast, toastError } from "@/hooks/use-toast";
import { formatDate } from "@/lib/dates";
import { useStaffingSettings } from "../api/get-staffing-settings";
import { useUpdateStaffingSettings } from "../api/update-staffing-settings";

type Form = UseFormReturn<StaffingSettingsUpdateInput, unknown, StaffingSettingsUpdateValues>;

/** The agency's staffing settings: trades, call-back, leave and the FLSA work period. Admins edit; others read. */
export function StaffingSettingsCard({ canEdit }: { canEdit: boolean }) {
  const settings = useStaffingSettings();
  return (
    <SectionCard
      title="Staffing Settings"
      description={
        canEdit
          ? "How trades, overtime call-back, leave and FLSA work periods run in your agency."
          : "How trades, overtime call-back, leave and FLSA work periods run in your agency. Admins change them."
      }
    >
      <QueryState
        query={settings}
        framed={false}
        loadingLabel="Loading staffing settings..."
        errorTitle="Staffing settings could not be loaded"
      >
        {() => settings.data && <SettingsForm settings={settings.data} canEdit={canEdit} />}
      </QueryState>
    </SectionCard>
  );
}

const toInput = (s: StaffingSettings): StaffingSettingsUpdateInput => ({
  ...s,
  fatigueLimitHours: String(s.fatigueLimitHours),
  callbackResponseMinutes: String(s.callbackResponseMinutes),
  leaveMaxConcurrent: s.leaveMaxConcurrent === null ? "" : String(s.leaveMaxConcurrent),
  leaveMinNoticeDays: String(s.leaveMinNoticeDays),
  flsaPeriodDays: String(s.flsaPeriodDays),
  flsaPeriodStart: s.flsaPeriodStart ?? "",
});

function SettingsForm({ settings, canEdit }: { settings: StaffingSettings; canEdit: boolean }) {
  const [initial] = useState(() => toInput(settings));
  const form = useForm<StaffingSettingsUpdateInput, unknown, StaffingSettingsUpdateValues>({
    resolver: zodResolver(staffingSettingsUpdateSchema),
    defaultValues: initial,
  });
  const save = useUpdateStaffingSettings();
  const submit = useFormSubmit(form, {
    action: async (values) => {
      const saved = await save.mutateAsync(values);
      form.reset(toInput(saved));
      toast({ title: STAFFING_MESSAGES.settingsSaved });
    },
    onFailure: () => toastError("Error", "Failed to save staffing settings"),
  });
  const disabled = !canEdit;

  return (
    <form
      noValidate
      aria-label="Staffing Settings"
      onSubmit={submit}
      className="grid gap-6 px-5 py-5 sm:px-6"
    >
      <fieldset disabled={disabled} className="grid gap-6">
        <Group title="Trades and call-back">
          <label className="flex min-h-11 items-center gap-3 text-sm">
            <input
              type="checkbox"
              className="size-4 accent-[var(--color-primary)]"
              {...form.register("tradesRequireApproval")}
            />
            Trades need an officer's approval
          </label>
          <FieldRow>
            <SelectField
              form={form}
              name="callbackMethod"
              label="Call-back Method"
              options={CALLBACK_METHODS}
              labels={CALLBACK_METHOD_LABELS}
            />
            <SelectField
              form={form}
              name="callbackMode"
              label="Call-back Mode"
              options={CALLBACK_MODES}
              labels={CALLBACK_MODE_LABELS}
            />
          </FieldRow>
          <FieldRow>
            <TextField
              form={form}
              name="callbackResponseMinutes"
              label="Response Time (minutes)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
            />
            <TextField
              form={form}
              name="fatigueLimitHours"
              label="Fatigue Limit (hours)"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              description="Most hours in a row a member may be offered"
            />
          </FieldRow>
          <ChoiceInputs
            legend="Call-back Offers To"
            type="checkbox"
            values={ROLES}
            labels={ROLE_LABELS}
            registration={form.register("callbackRoles")}
            error={fieldError(form, "callbackRoles")}
            help="The roles a call-back offers shifts to. Admins are off by default: an admin account that works no shifts would top every list."
          />
        </Group>
        <Group title="Leave">
          <FieldRow>
            <TextField
              form={form}
              name="leaveMaxConcurrent"
              label="Most Members on Leave at Once"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
              placeholder="No limit"
            />
            <TextField
              form={form}
              name="leaveMinNoticeDays"
              label="Minimum Notice (days)"
              type="number"
              inputMode="numeric"
              min={0}
              step={1}
            />
          </FieldRow>
          <BlockedDates form={form} disabled={disabled} />
        </Group>
        <Group title="FLSA 7(k) work period">
          <FieldRow columns={3}>
            <TextField
              form={form}
              name="flsaPeriodDays"
              label="Period Length (days)"
              type="number"
              inputMode="numeric"
              min={FLSA_MIN_PERIOD_DAYS}
              max={FLSA_MAX_PERIOD_DAYS}
              step={1}
              description={`${FLSA_MIN_PERIOD_DAYS} to ${FLSA_MAX_PERIOD_DAYS}`}
            />
            <DateField
              form={form}
              name="flsaPeriodStart"
              label="Period Start"
              description="Empty: January 1"
            />
            <SelectField
              form={form}
              name="flsaStandard"
              label="Standard"
              options={FLSA_STANDARDS}
              labels={FLSA_STANDARD_LABELS}
            />
          </FieldRow>
        </Group>
      </fieldset>
      {canEdit ? (
        <div className="flex justify-end gap-2">
          <Button
            type="button"
            variant="outline"
            disabled={!form.formState.isDirty || save.isPending}
            onClick={() => form.reset()}
          >
            Discard Changes
          </Button>
          <Button type="submit" disabled={save.isPending}>
            <PendingLabel pending={save.isPending} pendingText="Saving...">
              Save Settings
            </PendingLabel>
          </Button>
        </div>
      ) : null}
    </form>
  );
}

function Group({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-4">
      <h3 className="text-sm font-semibold uppercase tracking-wide text-muted-foreground">{title}</h3>
      {children}
    </div>
  );
}

/** Dates no leave may be taken on: a date box with Add, and each date as a removable chip. */
function BlockedDates({ form, disabled }: { form: Form; disabled: boolean }) {
  const [draft, setDraft] = useState("");
  const dates = form.watch("leaveBlockedDates") ?? [];
  const set = (next: string[]) =>
    form.setValue("leaveBlockedDates", [...new Set(next)].sort(), {
      shouldDirty: true,
      shouldValidate: true,
    });
  const error = form.formState.errors.leaveBlockedDates;
  const message = error ? (Array.isArray(error) ? error.find(Boolean)?.message : error.message) : undefined;
  return (
    <fieldset className="grid gap-2" aria-describedby="blocked-dates-help">
      <legend className="mb-1 text-sm font-medium text-foreground">Blocked Dates</legend>
      <p id="blocked-dates-help" className="-mt-1 text-sm text-muted-foreground">
        No leave is granted on these days
      </p>
      {message ? <p className="text-sm font-medium text-destructive">{message}</p> : null}
      {disabled ? null : (
        <div className="flex gap-2">
          <Input
            type="date"
            value={draft}
            onChange={(e) => setDraft(e.target.value)}
            className="max-w-48"
            aria-label="Date to block"
          />
          <Button
            type="button"
            variant="outline"
            disabled={disabled || !draft}
            onClick={() => {
              set([...dates, draft]);
              setDraft("");
            }}
          >
            Add Date
          </Button>
        </div>
      )}
      {dates.length ? (
        <ul className="flex flex-wrap gap-2" aria-label="Blocked dates">
          {dates.map((date) => (
            <li
              key={date}
              className="flex items-center gap-1 rounded-full border bg-muted/50 py-0.5 pr-1 pl-3 text-sm"
            >
              {formatDate(date)}
              {disabled ? null : (
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={`Remove ${formatDate(date)}`}
                  onClick={() => set(dates.filter((d) => d !== date))}
                >
                  <X aria-hidden="true" />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">No blocked dates</p>
      )}
    </fieldset>
  );
}
