import { type DataColumn, DataTable } from "@/components/ui/data-table";
import { LineChartFigure } from "@/components/ui/line-chart-figure";
import { formatTime } from "@/lib/dates";
import { nowIso } from "../../utils/now";
import { TREND_SERIES, type VitalsRow, vitalsRows } from "../../utils/vitals";
import { useReportForm } from "../report-form";
import { Entries, Fields, field, Part } from "../section-parts";

const MEASURES = [
  field("takenAt", "eVitals.01", "Taken at", "time", "nv"),
  field("priorToCare", "eVitals.02", "Taken before this unit's care", "code", "nv"),
  field("sbp", "eVitals.06", "Systolic BP", "integer", "nvpn", { unit: "mmHg" }),
  field("dbp", "eVitals.07", "Diastolic BP", "integer", "nvpn", { unit: "mmHg" }),
  field("bpMethod", "eVitals.08", "BP method", "code", "nv"),
  field("heartRate", "eVitals.10", "Pulse", "integer", "nvpn", { unit: "/min" }),
  field("respiratoryRate", "eVitals.14", "Respirations", "integer", "nvpn", { unit: "/min" }),
  field("spo2", "eVitals.12", "SpO2", "integer", "nvpn", { unit: "%" }),
  field("etco2", "eVitals.16", "ETCO2", "integer", "nvpn", { unit: "mmHg" }),
  field("glucose", "eVitals.18", "Blood glucose", "integer", "nvpn", { unit: "mg/dL" }),
  field("temperatureC", "eVitals.24", "Temperature", "decimal", "nvpn", { unit: "°C" }),
  field("pain", "eVitals.27", "Pain (0-10)", "integer", "nvpn"),
  field("cardiacRhythm", "eVitals.03", "Cardiac rhythm", "codes", "pnlist"),
  field("ecgType", "eVitals.04", "ECG type", "code", "nv"),
  field("ecgMethod", "eVitals.05", "ECG interpretation method", "codes", "list"),
  field("avpu", "eVitals.26", "Responsiveness (AVPU)", "code", "nv"),
];
const GCS = [
  field("gcsEye", "eVitals.19", "Eye", "code", "nvpn"),
  field("gcsVerbal", "eVitals.20", "Verbal", "code", "nvpn"),
  field("gcsMotor", "eVitals.21", "Motor", "code", "nvpn"),
  field("gcsQualifier", "eVitals.22", "Qualifier", "codes", "list"),
  field("gcsTotal", "eVitals.23", "Total (3-15)", "integer", "nvpn"),
];
const STROKE = [
  field("strokeScaleResult", "eVitals.29", "Stroke scale result", "code", "nvpn"),
  field("strokeScaleType", "eVitals.30", "Stroke scale type", "code", "nv"),
  field("reperfusionChecklist", "eVitals.31", "Reperfusion checklist", "code", "nvpn"),
];

/** eVitals: a set each time they are taken, the sets as a table, and their trend. */
export function VitalsSection() {
  const { content, timeZone } = useReportForm();
  const rows = vitalsRows(content.vitals);
  const when = (r: VitalsRow) => (r.takenAt ? formatTime(r.takenAt, timeZone) : `Set ${r.index + 1}`);
  const value = (x: number | undefined) => (x === undefined ? "—" : String(x));
  const columns: DataColumn<VitalsRow>[] = [
    { header: "Time", cell: (r) => when(r) },
    { header: "BP", cell: (r) => (r.sbp || r.dbp ? `${value(r.sbp)}/${value(r.dbp)}` : "—") },
    { header: "Pulse", cell: (r) => value(r.heartRate) },
    { header: "Resp", cell: (r) => value(r.respiratoryRate) },
    { header: "SpO2", cell: (r) => value(r.spo2) },
    { header: "ETCO2", cell: (r) => value(r.etco2) },
    { header: "Glucose", cell: (r) => value(r.glucose) },
    { header: "GCS", cell: (r) => value(r.gcsTotal) },
    { header: "Pain", cell: (r) => value(r.pain) },
    { header: "Temp °C", cell: (r) => value(r.temperatureC) },
  ];
  const chart = rows.map((r) => ({ ...r, time: when(r) }));
  return (
    <div className="grid gap-6">
      {rows.length > 0 ? (
        <Part title="Trend">
          <DataTable
            caption="Vitals sets"
            scroll
            columns={columns}
            rows={rows}
            rowKey={(r) => String(r.index)}
          />
          {rows.length > 1 ? (
            <LineChartFigure
              caption="Vitals over time"
              data={chart}
              xKey="time"
              className="h-64"
              lines={TREND_SERIES.map((t) => ({ key: t.key, name: t.label, color: t.color }))}
            />
          ) : null}
        </Part>
      ) : null}
      <Entries path={["vitals"]} noun="Vitals" fresh={() => ({ takenAt: { value: nowIso() } })}>
        {(i) => (
          <div className="grid gap-4">
            <Fields specs={MEASURES} at={["vitals", i]} index={i} />
            <Part title="Glasgow Coma Scale">
              <Fields specs={GCS} at={["vitals", i]} index={i} />
            </Part>
            <Part title="Stroke">
              <Fields specs={STROKE} at={["vitals", i]} index={i} />
            </Part>
          </div>
        )}
      </Entries>
    </div>
  );
}
