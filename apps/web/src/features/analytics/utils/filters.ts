import { ANALYTICS_DEFAULT_MONTHS, RESPONSE_GROUPS, type ResponseGroup } from "@rollcall/shared/analytics";
import { INCIDENT_TYPES, type IncidentType, isIsoDate } from "@rollcall/shared/incidents";
import { addDays, format, parseISO, subMonths } from "date-fns";

export const RANGE_PRESETS = ["last-12-months", "this-year", "last-year", "custom"] as const;
export type RangePreset = (typeof RANGE_PRESETS)[number];
export const RANGE_PRESET_LABELS: Record<RangePreset, string> = {
  "last-12-months": "Last 12 months",
  "this-year": "This year",
  "last-year": "Last year",
  custom: "Custom",
};

/** What the page shows, all of it in the address (bookmarkable): ?range=&from=&to=&incidentType=&groupBy=. */
export type AnalyticsFilters = {
  preset: RangePreset;
  from: string;
  to: string;
  incidentType: IncidentType | "all";
  groupBy: ResponseGroup;
};

/** A preset's days, as of the agency's today. */
export function presetRange(preset: Exclude<RangePreset, "custom">, today: string) {
  const year = Number(today.slice(0, 4));
  if (preset === "this-year") return { from: `${year}-01-01`, to: today };
  if (preset === "last-year") return { from: `${year - 1}-01-01`, to: `${year - 1}-12-31` };
  const from = addDays(subMonths(parseISO(today), ANALYTICS_DEFAULT_MONTHS), 1);
  return { from: format(from, "yyyy-MM-dd"), to: today };
}

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  values.includes(value as T) ? (value as T) : fallback;

/** The filters in the address; anything missing or malformed is the default (the last 12 months, everything). */
export function readFilters(params: URLSearchParams, today: string): AnalyticsFilters {
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const custom = isIsoDate(from) && isIsoDate(to) && from <= to;
  const asked = oneOf(RANGE_PRESETS, params.get("range"), custom ? "custom" : "last-12-months");
  const preset = asked === "custom" && !custom ? "last-12-months" : asked;
  return {
    preset,
    ...(preset === "custom" ? { from, to } : presetRange(preset, today)),
    incidentType: oneOf<IncidentType | "all">(INCIDENT_TYPES, params.get("incidentType"), "all"),
    groupBy: oneOf(RESPONSE_GROUPS, params.get("groupBy"), "month"),
  };
}

/** The address for the filters: only what differs from the defaults. */
export function writeFilters(f: AnalyticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (f.preset !== "last-12-months") params.set("range", f.preset);
  if (f.preset === "custom") {
    params.set("from", f.from);
    params.set("to", f.to);
  }
  if (f.incidentType !== "all") params.set("incidentType", f.incidentType);
  if (f.groupBy !== "month") params.set("groupBy", f.groupBy);
  return params;
}
