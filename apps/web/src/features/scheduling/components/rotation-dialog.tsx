import { zodResolver } from "@hookform/resolvers/zod";
import { ROLE_LABELS } from "@rollcall/shared/roles";
import {
  type Platoon,
  platoonLabel,
  platoonOnDuty,
  ROTATION_MESSAGES,
  ROTATION_PATTERNS,
  ROTATIONS,
  type RotationInput,
  type RotationValues,
  rotationSchema,
} from "@rollcall/shared/scheduling";
import { useEffect, useState } from "react";
import { useForm } from "react-hook-form";
import { FormDialogFooter } from "@/components/ui/form-dialog-footer";
import { DateField, FieldRow, SelectField, TextField } from "@/components/ui/form-fields";
import { NativeSelect } from "@/components/ui/native-select";
import { SelectOptions } from "@/components/ui/select-options";
import { TitledDialog } from "@/components/ui/titled-dialog";
import { useFormSubmit } from "@/components/ui/use-form-submit";
import type { TeamMember } from "@/features/agencies";
import { usePositions } from "@/features/equipment";
import { SeatFields } from "@/features/staffing";
import { toast, toastError } from "@/hooks/use-toast";
import { ApiError } from "@/lib/api";
import { cn } from "@/lib/utils";
import { useCreateRotation } from "../api/create-rotation";
import { dayLabel } from "../utils/time";
import { DoubleBookingAlert } from "./double-booking-alert";

type RotationDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  team: TeamMember[];
  /** First day offered (the agency's today). */
  startDay: string;
  timeZone: string;
};

/** "Apply Rotation": a fire platoon rotation in one click, one 24-hour shift per member per duty day. */
export function RotationDialog({ open, onOpenChange, team, startDay, timeZone }: RotationDialogProps) {
  return (
    <TitledDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Apply Rotation"
      description={`Schedules each platoon's 24-hour shifts from the start date to the end date (${timeZone} time).`}
      className="max-w-2xl"
    >
      {open ? <RotationForm team={team} startDay={startDay} onDone={() => onOpenChange(false)} /> : null}
    </TitledDialog>
  );
}

const addDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

/** The form's platoons (member ids per platoon) from each member's chosen platoon. */
function byPlatoon(membership: Record<string, Platoon | "">) {
  const platoons: Partial<Record<Platoon, string[]>> = {};
  for (const [id, p] of Object.entries(membership)) if (p) platoons[p] = [...(platoons[p] ?? []), id];
  return platoons;
}

function RotationForm({
  team,
  startDay,
  onDone,
}: {
  team: TeamMember[];
  startDay: string;
  onDone: () => void;
}) {
  // Members start in the platoon they ride with (their profile's), where the default rotation has it.
  const [membership, setMembership] = useState<Record<string, Platoon | "">>(() =>
    Object.fromEntries(
      team.flatMap((m) =>
        m.platoon && ROTATIONS["24/48"].platoons.includes(m.platoon) ? [[m.id, m.platoon]] : [],
      ),
    ),
  );
  const form = useForm<RotationInput, unknown, RotationValues>({
    resolver: zodResolver(rotationSchema),
    defaultValues: {
      pattern: "24/48",
      startDate: startDay,
      endDate: addDays(startDay, 27),
      startTime: "07:00",
      assignment: "",
      stationId: "",
      equipmentId: "",
      platoons: byPlatoon(membership),
      positions: {},
    },
  });
  const {
    watch,
    setValue,
    formState: { errors, isSubmitted },
  } = form;
  const positionsError = (errors.positions as { message?: string } | undefined)?.message;
  const [overlap, setOverlap] = useState<string | null>(null);
  const create = useCreateRotation();
  const pattern = watch("pattern");
  const startDate = watch("startDate");
  const rotation = ROTATIONS[pattern] ?? ROTATIONS["24/48"];
  // The first days of the cycle from the chosen start date, so the manager sees who works when.
  const validStart = /^\d{4}-\d{2}-\d{2}$/.test(startDate);
  const preview = Array.from({ length: Math.max(rotation.cycle.length, 6) }, (_, offset) => ({
    offset,
    platoon: platoonOnDuty(pattern, offset),
    label: validStart ? dayLabel(addDays(startDate, offset), "EEE d") : `Day ${offset + 1}`,
  }));

  // Each member's riding position on the rotation's apparatus; only members of a platoon keep one.
  const equipmentId = watch("equipmentId") || null;
  const positions = usePositions(equipmentId);
  const [seats, setSeats] = useState<Record<string, string>>({});
  const sync = (nextMembership: typeof membership, nextSeats: Record<string, string>) =>
    setValue(
      "positions",
      Object.fromEntries(Object.entries(nextSeats).filter(([id, seat]) => seat && nextMembership[id])),
      { shouldValidate: isSubmitted },
    );
  // Another apparatus has other seats.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the apparatus changes
  useEffect(() => {
    setSeats({});
    setValue("positions", {});
  }, [equipmentId]);

  const assign = (memberId: string, platoon: Platoon | "") => {
    const next = { ...membership, [memberId]: platoon };
    setMembership(next);
    setValue("platoons", byPlatoon(next), { shouldValidate: isSubmitted });
    sync(next, seats);
  };
  const seat = (memberId: string, positionId: string) => {
    const next = { ...seats, [memberId]: positionId };
    setSeats(next);
    sync(membership, next);
  };

  const save = async (values: RotationValues, allowOverlap: boolean) => {
    setOverlap(null);
    try {
      const result = await create.mutateAsync({ ...values, ...(allowOverlap ? { allowOverlap } : {}) });
      toast({
        title: ROTATION_MESSAGES.applied,
        description: `${result.created} shifts created for ${result.members} members.`,
      });
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && error.status === 409)) throw error;
      setOverlap(error.serverMessage);
    }
  };
  const onFailure = () => toastError("Error", ROTATION_MESSAGES.failed);
  const submit = useFormSubmit(form, { action: (values) => save(values, false), onFailure });
  const submitAnyway = useFormSubmit(form, { action: (values) => save(values, true), onFailure });

  return (
    <form noValidate aria-label="Apply Rotation" className="grid gap-5" onSubmit={submit}>
      <SelectField
        form={form}
        name="pattern"
        label="Rotation"
        description={rotation.description}
        options={ROTATION_PATTERNS}
        labels={(p) => ROTATIONS[p].label}
      />
      <FieldRow columns={3}>
        <DateField form={form} name="startDate" label="Start Date" />
        <DateField form={form} name="endDate" label="End Date" />
        <TextField form={form} name="startTime" label="Shift Starts At" type="time" />
      </FieldRow>
      <FieldRow columns={3}>
        <SeatFields form={form} mode="shift" withPosition={false} />
        <TextField
          form={form}
          name="assignment"
          label="Assignment (Optional)"
          placeholder="e.g. Officer in charge"
        />
      </FieldRow>

      <section aria-label="Duty cycle preview" className="grid gap-2">
        <p className="text-sm font-medium text-foreground">On duty</p>
        <ol className="flex flex-wrap gap-1.5">
          {preview.map((item) => (
            <li
              key={item.offset}
              className="flex min-w-14 flex-col items-center rounded-md border bg-card px-2 py-1 text-xs"
            >
              <span className="text-muted-foreground">{item.label}</span>
              <span className={cn("font-semibold", PLATOON_TEXT[item.platoon])}>{item.platoon}</span>
            </li>
          ))}
        </ol>
      </section>

      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium text-foreground">Platoons</legend>
        <ul className="grid max-h-72 gap-1 overflow-y-auto rounded-lg border p-2">
          {team.map((m) => (
            <li
              key={m.id}
              className="flex items-center justify-between gap-3 rounded-md px-2 py-1 hover:bg-muted/50"
            >
              <label htmlFor={`platoon-${m.id}`} className="min-w-0 text-sm">
                <span className="font-medium">
                  {m.firstName} {m.lastName}
                </span>{" "}
                <span className="text-muted-foreground">({ROLE_LABELS[m.role]})</span>
              </label>
              <div className="flex shrink-0 flex-col gap-1 sm:flex-row">
                <NativeSelect
                  id={`platoon-${m.id}`}
                  wrapperClassName="w-40 sm:w-44"
                  value={rotation.platoons.find((p) => p === membership[m.id]) ?? ""}
                  onChange={(e) => assign(m.id, e.target.value as Platoon | "")}
                >
                  <option value="">Not in rotation</option>
                  <SelectOptions values={rotation.platoons} labels={platoonLabel} />
                </NativeSelect>
                {equipmentId && positions.data?.length ? (
                  <NativeSelect
                    aria-label={`${ROTATION_MESSAGES.position} of ${m.firstName} ${m.lastName}`}
                    wrapperClassName="w-40 sm:w-44"
                    value={seats[m.id] ?? ""}
                    disabled={!membership[m.id]}
                    onChange={(e) => seat(m.id, e.target.value)}
                  >
                    <option value="">{ROTATION_MESSAGES.noPosition}</option>
                    {positions.data.map((p) => (
                      <option key={p.id} value={p.id}>
                        {p.name}
                      </option>
                    ))}
                  </NativeSelect>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        {errors.platoons?.message ? (
          <p className="text-sm font-medium text-destructive">{errors.platoons.message}</p>
        ) : null}
        {positionsError ? <p className="text-sm font-medium text-destructive">{positionsError}</p> : null}
      </fieldset>

      {overlap ? (
        <DoubleBookingAlert message={overlap} pending={create.isPending} onConfirm={() => submitAnyway()} />
      ) : null}
      <FormDialogFooter
        submitLabel="Apply Rotation"
        pendingText="Applying..."
        pending={create.isPending}
        onCancel={onDone}
      />
    </form>
  );
}

const PLATOON_TEXT: Record<Platoon, string> = {
  A: "text-sky-800",
  B: "text-green-800",
  C: "text-orange-800",
  D: "text-purple-800",
};
