/** The vitals sets as the table and the trend chart read them: one row per set, oldest first, numbers only. */
import type { PcrReportInput } from "@rollcall/shared/epcr/report";

type Vitals = NonNullable<PcrReportInput["vitals"]>[number];

export const TREND_SERIES = [
  { key: "sbp", label: "Systolic BP", color: "#b91c1c" },
  { key: "dbp", label: "Diastolic BP", color: "#f97316" },
  { key: "heartRate", label: "Pulse", color: "#2563eb" },
  { key: "respiratoryRate", label: "Respirations", color: "#059669" },
  { key: "spo2", label: "SpO2", color: "#7c3aed" },
  { key: "etco2", label: "ETCO2", color: "#0891b2" },
] as const;

export type TrendKey = (typeof TREND_SERIES)[number]["key"];
export type VitalsRow = { index: number; takenAt: string | null } & Partial<
  Record<TrendKey | "glucose" | "pain" | "gcsTotal" | "temperatureC", number>
>;

const num = (x: unknown): number | undefined =>
  x && typeof x === "object" && "value" in x && typeof (x as { value: unknown }).value === "number"
    ? (x as { value: number }).value
    : undefined;

/** Each set with its time (or none) and its measured values; sets with a time sort by it, the rest keep their place. */
export function vitalsRows(vitals: readonly Vitals[] | undefined): VitalsRow[] {
  const rows = (vitals ?? []).map((v, index) => {
    const t = v.takenAt && "value" in v.takenAt ? v.takenAt.value : null;
    return {
      index,
      takenAt: t,
      sbp: num(v.sbp),
      dbp: num(v.dbp),
      heartRate: num(v.heartRate),
      respiratoryRate: num(v.respiratoryRate),
      spo2: num(v.spo2),
      etco2: num(v.etco2),
      glucose: num(v.glucose),
      pain: num(v.pain),
      gcsTotal: num(v.gcsTotal),
      temperatureC: num(v.temperatureC),
    };
  });
  return rows.sort((a, b) =>
    a.takenAt && b.takenAt ? Date.parse(a.takenAt) - Date.parse(b.takenAt) : a.index - b.index,
  );
}
