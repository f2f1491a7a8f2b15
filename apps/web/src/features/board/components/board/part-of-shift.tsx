import { BOARD_MESSAGES } from "@rollcall/shared/board";
import { useId, useState } from "react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { fromLocalInput } from "@/lib/dates";

export type PartOfShift = { on: boolean; from: string; to: string };

export const WHOLE_SHIFT: PartOfShift = { on: false, from: "", to: "" };

/** The move's times: none for the whole shift, else [from, to) as instants; an error when they do not hold. */
export function partTimes(
  part: PartOfShift,
  timeZone: string,
): { times: { startTime?: string; endTime?: string } } | { error: string } {
  if (!part.on) return { times: {} };
  const startTime = part.from ? fromLocalInput(part.from, timeZone) : undefined;
  const endTime = part.to ? fromLocalInput(part.to, timeZone) : undefined;
  if (startTime === null || endTime === null) return { error: BOARD_MESSAGES.invalidAt };
  if (startTime && endTime && Date.parse(endTime) <= Date.parse(startTime))
    return { error: BOARD_MESSAGES.endAfterStart };
  return { times: { startTime, endTime } };
}

/** "Only part of the shift": from and to, agency-local; unchecked, the move takes the whole shift. */
export function PartOfShiftFields({
  value,
  onChange,
  defaultFrom,
}: {
  value: PartOfShift;
  onChange: (value: PartOfShift) => void;
  /** The board's instant, as a datetime-local value: where a part usually starts. */
  defaultFrom: string;
}) {
  const id = useId();
  return (
    <fieldset className="space-y-3 rounded-md border px-4 py-3">
      <legend className="sr-only">Time</legend>
      <label className="flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-5 accent-primary"
          checked={value.on}
          onChange={(e) =>
            onChange({
              ...value,
              on: e.target.checked,
              from: value.from || (e.target.checked ? defaultFrom : ""),
            })
          }
        />
        Only part of the shift
      </label>
      {value.on ? (
        <div className="grid gap-3 sm:grid-cols-2">
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-from`}>From</Label>
            <Input
              id={`${id}-from`}
              type="datetime-local"
              value={value.from}
              onChange={(e) => onChange({ ...value, from: e.target.value })}
            />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-to`}>To</Label>
            <Input
              id={`${id}-to`}
              type="datetime-local"
              value={value.to}
              onChange={(e) => onChange({ ...value, to: e.target.value })}
            />
          </div>
          <p className="text-xs text-muted-foreground sm:col-span-2">
            Leave a field empty to keep the shift's own start or end.
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}

/** Local state for the fields, fresh on each opening of a dialog. */
export const usePartOfShift = () => useState<PartOfShift>(WHOLE_SHIFT);
