import { stationLabel } from "@rollcall/shared/equipment";
import { useState } from "react";
import type { UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/ui/form-fields";
import { usePositions, useStations } from "@/features/equipment";
import { useVehicles } from "../api/get-vehicles";

/** The seat fields a form holds (the shift form's and a staffing rule's). */
type SeatValues = {
  equipmentId?: string | null;
  stationId?: string | null;
  positionId?: string | null;
};

type SeatFieldsProps<T extends SeatValues> = {
  form: UseFormReturn<T>;
  /** "shift": empty means none (the station: the apparatus's own); "rule": empty means any. */
  mode: "shift" | "rule";
  /** Names of the stored choices, shown while they are no longer in the lists (deleted or retired). */
  current?: { stationName?: string | null; equipmentName?: string | null; positionName?: string | null };
  /** Without the Position select (a rotation gives each member their own position). */
  withPosition?: boolean;
};

/**
 * Station, Apparatus and Position side by side: the positions are the chosen apparatus's (choosing another
 * apparatus clears the position), so a position fixes the apparatus; an empty station on a shift is the
 * apparatus's own station. The stored choices stay choosable after they left the lists.
 */
export function SeatFields<T extends SeatValues>({
  form: typed,
  mode,
  current = {},
  withPosition = true,
}: SeatFieldsProps<T>) {
  const form = typed as unknown as UseFormReturn<SeatValues>;
  const stations = useStations();
  const vehicles = useVehicles();
  const equipmentId = form.watch("equipmentId") || null;
  const positions = usePositions(withPosition ? equipmentId : null);
  const [previous, setPrevious] = useState(equipmentId);
  const defaults = form.formState.defaultValues ?? {};
  const stationList = stations.data ?? [];
  const vehicleList = vehicles.data ?? [];
  const positionList = positions.data ?? [];
  const any = mode === "rule";
  const stale = (id: string | null | undefined, ids: string[]) => (id && !ids.includes(id) ? id : null);
  const oldStation = stale(
    defaults.stationId,
    stationList.map((s) => s.id),
  );
  const oldVehicle = stale(
    defaults.equipmentId,
    vehicleList.map((v) => v.id),
  );
  const oldPosition =
    equipmentId === defaults.equipmentId
      ? stale(
          defaults.positionId,
          positionList.map((p) => p.id),
        )
      : null;
  return (
    <>
      <SelectField form={form} name="stationId" label="Station">
        <option value="">{any ? "Any station" : equipmentId ? "Apparatus's station" : "None"}</option>
        {stationList.map((s) => (
          <option key={s.id} value={s.id}>
            {stationLabel(s)}
          </option>
        ))}
        {oldStation ? <option value={oldStation}>{current.stationName ?? "Current station"}</option> : null}
      </SelectField>
      <SelectField
        form={form}
        name="equipmentId"
        label="Apparatus"
        // Another apparatus has other seats.
        registerOptions={{
          onChange: () => {
            if (withPosition) form.setValue("positionId", "", { shouldDirty: true });
            // A shift at the old apparatus's station moves with it to the new one's (empty: the apparatus's).
            const station = form.getValues("stationId");
            if (!any && station && vehicleList.some((v) => v.id === previous && v.stationId === station))
              form.setValue("stationId", "", { shouldDirty: true });
            setPrevious(form.getValues("equipmentId") || null);
          },
        }}
      >
        <option value="">{any ? "Any apparatus" : "None"}</option>
        {vehicleList.map((v) => (
          <option key={v.id} value={v.id}>
            {v.name}
            {any && v.crewSize ? ` (crew ${v.crewSize})` : ""}
          </option>
        ))}
        {oldVehicle ? (
          <option value={oldVehicle}>{current.equipmentName ?? "Current apparatus"}</option>
        ) : null}
      </SelectField>
      {withPosition ? (
        <SelectField
          form={form}
          name="positionId"
          label="Position"
          disabled={!equipmentId}
          description={!equipmentId ? "Choose an apparatus first" : undefined}
        >
          <option value="">{any ? "Any position" : "No position"}</option>
          {positionList.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
          {oldPosition ? (
            <option value={oldPosition}>{current.positionName ?? "Current position"}</option>
          ) : null}
        </SelectField>
      ) : null}
    </>
  );
}
