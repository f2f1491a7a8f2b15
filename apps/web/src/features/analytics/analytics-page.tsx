import { ANALYTICS_MESSAGES } from "@rollcall/shared/analytics";
import { INCIDENT_TYPE_LABELS, INCIDENT_TYPES, isIsoDate } from "@rollcall/shared/incidents";
import { isManager } from "@rollcall/shared/roles";
import { lazy, Suspense } from "react";
import { useSearchParams } from "react-router";
import { AccessDenied } from "@/components/ui/access-denied";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { PageHeader } from "@/components/ui/page-header";
import { SelectFilter } from "@/components/ui/select-filter";
import { SelectOptions } from "@/components/ui/select-options";
import { Spinner } from "@/components/ui/spinner";
import { useAgencyTimeZone } from "@/features/agencies";
import { formatDate, todayIn } from "@/lib/dates";
import { useUser } from "@/lib/session";
import {
  type AnalyticsFilters,
  presetRange,
  RANGE_PRESET_LABELS,
  RANGE_PRESETS,
  type RangePreset,
  readFilters,
  writeFilters,
} from "./utils/filters";

// The charting library loads with the charts, after the page's filters.
const AnalyticsCharts = lazy(() =>
  import("./components/analytics-charts").then((m) => ({ default: m.AnalyticsCharts })),
);

const TITLE = "Analytics";

/** Advanced Analytics at /analytics (Pro; officers and admins): every chart over one range, kept in the address. */
export function AnalyticsPage() {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  const [params, setParams] = useSearchParams();
  if (!isManager(user))
    return (
      <div className="space-y-6">
        <PageHeader title={TITLE} />
        <AccessDenied message={ANALYTICS_MESSAGES.accessDenied} />
      </div>
    );
  const today = todayIn(timeZone);
  const filters = readFilters(params, today);
  const change = (next: Partial<AnalyticsFilters>) => setParams(writeFilters({ ...filters, ...next }));

  return (
    <div className="space-y-6">
      <PageHeader
        title={TITLE}
        description={`${formatDate(filters.from)} to ${formatDate(filters.to)}: the charts, each with its table and CSV.`}
      />
      <FilterBar filters={filters} today={today} onChange={change} />
      <Suspense fallback={<Spinner label="Loading charts..." className="min-h-[30vh]" />}>
        <AnalyticsCharts filters={filters} onChange={change} />
      </Suspense>
    </div>
  );
}

type FilterBarProps = {
  filters: AnalyticsFilters;
  today: string;
  onChange: (next: Partial<AnalyticsFilters>) => void;
};

/** The range (a preset, or From / To) and the incident type; a half-typed or reversed date is ignored. */
function FilterBar({ filters, today, onChange }: FilterBarProps) {
  const choosePreset = (preset: RangePreset) =>
    onChange(preset === "custom" ? { preset } : { preset, ...presetRange(preset, today) });
  const setDay = (key: "from" | "to", value: string) => {
    const next = { ...filters, [key]: value };
    if (isIsoDate(next.from) && isIsoDate(next.to) && next.from <= next.to)
      onChange({ preset: "custom", from: next.from, to: next.to });
  };
  return (
    <div className="flex flex-wrap items-end gap-3">
      <FormField label="Range" className="w-full sm:w-44">
        <NativeSelect value={filters.preset} onChange={(e) => choosePreset(e.target.value as RangePreset)}>
          <SelectOptions values={RANGE_PRESETS} labels={RANGE_PRESET_LABELS} />
        </NativeSelect>
      </FormField>
      {(["from", "to"] as const).map((key) => (
        <FormField key={key} label={key === "from" ? "From" : "To"} className="w-full sm:w-40">
          <Input
            type="date"
            value={filters[key]}
            min={key === "to" ? filters.from : undefined}
            max={key === "from" ? filters.to : undefined}
            onChange={(e) => setDay(key, e.target.value)}
          />
        </FormField>
      ))}
      <SelectFilter
        label="Incident type"
        allLabel="All types"
        options={INCIDENT_TYPES}
        labels={INCIDENT_TYPE_LABELS}
        value={filters.incidentType}
        onChange={(incidentType) => onChange({ incidentType })}
        className="w-full sm:w-52"
      />
    </div>
  );
}
