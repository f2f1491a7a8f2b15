import type { PcrReportInput } from "@rollcall/shared/epcr/report";
import { createContext, useContext } from "react";
import { getIn, type Path } from "../utils/set-in";

/** What every field of the report reads and writes: the content the crew is editing, and whether it may. */
export type ReportFormValue = {
  content: PcrReportInput;
  set: (path: Path, value: unknown) => void;
  readOnly: boolean;
  timeZone: string | undefined;
  /** The crew on the call, for "who did it". */
  crew: { id: string; name: string }[];
  /** What the shared schema says of a value that does not fit, by its dotted path ("vitals.0.heartRate"). */
  errors: Record<string, string>;
};

export const ReportFormContext = createContext<ReportFormValue | null>(null);

export function useReportForm() {
  const value = useContext(ReportFormContext);
  if (!value) throw new Error("useReportForm outside the report");
  return value;
}

/** One field's value and its setter. */
export function useField(path: Path) {
  const form = useReportForm();
  return {
    value: getIn(form.content, path),
    set: (next: unknown) => form.set(path, next),
    readOnly: form.readOnly,
    timeZone: form.timeZone,
    error: form.errors[path.join(".")],
  };
}
