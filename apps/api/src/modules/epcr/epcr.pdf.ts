/**
 * The printable patient care report (lib/pdf): the call's facts and crew, every section of the content with
 * NEMSIS codes as their labels, the vitals as a table, the narrative, the signatures as their drawn images,
 * addenda and QA's comments. Only who may open the report gets it (the route opens it first, and logs "pdf").
 */
import { TZDate } from "@date-fns/tz";
import type { PcrRecord } from "@rollcall/shared/epcr/api";
import {
  NEMSIS_CODE_LISTS,
  NEMSIS_NOT_VALUES,
  NEMSIS_PERTINENT_NEGATIVES,
} from "@rollcall/shared/epcr/codes";
import type { PcrContent } from "@rollcall/shared/epcr/report";
import { format } from "date-fns";
import { EMBEDDABLE_IMAGE_TYPES, fileTypeAmong } from "../../lib/files";
import {
  type Doc,
  ensureRoom,
  fitColumns,
  heading,
  MARGIN,
  MUTED,
  paragraph,
  startReport,
  table,
} from "../../lib/pdf";
import { words } from "./epcr.changes";

/** NEMSIS codes (seven digits, unique across the lists) by their labels. */
type Code = { value: string; label: string };
const LABELS = new Map<string, string>(
  [
    ...(Object.values(NEMSIS_CODE_LISTS) as unknown as Code[][]).flat(),
    ...(NEMSIS_NOT_VALUES as readonly Code[]),
    ...(NEMSIS_PERTINENT_NEGATIVES as readonly Code[]),
  ]
    .filter((c) => /^[0-9]{7}$/.test(c.value))
    .map((c) => [c.value, c.label]),
);

const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/** One value as the page shows it: a code's label, a time in the agency's zone, NOT values and negatives named. */
function shown(value: unknown, timeZone: string): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value)) return value.map((v) => shown(v, timeZone)).join(", ");
  if (typeof value === "object") {
    const o = value as Record<string, unknown>;
    if ("not" in o) return LABELS.get(String(o.not)) ?? "Not recorded";
    const parts = [
      "value" in o ? shown(o.value, timeZone) : "values" in o ? shown(o.values, timeZone) : "",
      "pn" in o ? `(${LABELS.get(String(o.pn)) ?? o.pn})` : "",
    ].filter(Boolean);
    if ("value" in o || "values" in o || "pn" in o) return parts.join(" ");
    return Object.entries(o)
      .map(([k, v]) => `${words(k)}: ${shown(v, timeZone)}`)
      .join("; ");
  }
  const text = String(value);
  if (INSTANT.test(text)) return format(new TZDate(new Date(text).getTime(), timeZone), "yyyy-MM-dd HH:mm");
  return LABELS.get(text) ?? text;
}

type Section = { key: keyof PcrContent; title: string };
const SECTIONS: Section[] = [
  { key: "response", title: "Response" },
  { key: "dispatch", title: "Dispatch" },
  { key: "times", title: "Times" },
  { key: "patient", title: "Patient" },
  { key: "scene", title: "Scene" },
  { key: "situation", title: "Situation" },
  { key: "injury", title: "Injury" },
  { key: "arrest", title: "Cardiac arrest" },
  { key: "history", title: "History" },
  { key: "exam", title: "Exam" },
  { key: "airway", title: "Airway" },
  { key: "disposition", title: "Disposition" },
];
const LISTS: Section[] = [
  { key: "medications", title: "Medications" },
  { key: "procedures", title: "Procedures" },
];

function facts(doc: Doc, rows: string[][]) {
  const columns = fitColumns(doc, [
    { header: "Field", width: 1 },
    { header: "Value", width: 2 },
  ]);
  table(doc, columns, rows, "Nothing entered.", { spaced: true });
}

const rowsOf = (section: unknown, timeZone: string): string[][] =>
  section && typeof section === "object"
    ? Object.entries(section as Record<string, unknown>)
        .map(([field, value]) => [words(field), shown(value, timeZone)])
        .filter(([, value]) => value !== "")
    : [];

const VITALS: [string, (v: Record<string, unknown>, tz: string) => string][] = [
  ["Time", (v, tz) => shown(v.takenAt, tz)],
  ["BP", (v, tz) => [shown(v.sbp, tz), shown(v.dbp, tz)].filter(Boolean).join("/")],
  ["HR", (v, tz) => shown(v.heartRate, tz)],
  ["RR", (v, tz) => shown(v.respiratoryRate, tz)],
  ["SpO2", (v, tz) => shown(v.spo2, tz)],
  ["EtCO2", (v, tz) => shown(v.etco2, tz)],
  ["Glucose", (v, tz) => shown(v.glucose, tz)],
  ["GCS", (v, tz) => shown(v.gcsTotal, tz)],
  ["Pain", (v, tz) => shown(v.pain, tz)],
];

/** A drawn signature's bytes (a data: URL or bare base64), when they are a PNG or JPEG. */
async function signatureImage(image: string | undefined): Promise<Buffer | null> {
  if (!image) return null;
  const bytes = Buffer.from(image.replace(/^data:[^,]*,/, ""), "base64");
  return (await fileTypeAmong(bytes, EMBEDDABLE_IMAGE_TYPES)) ? bytes : null;
}

export async function pcrPdf(
  record: PcrRecord,
  context: { agencyName: string; timeZone: string; generatedAt: Date },
): Promise<Buffer> {
  const tz = context.timeZone;
  const content = record.content as PcrContent;
  const report = await startReport(
    "Patient Care Report",
    context.agencyName,
    format(new TZDate(context.generatedAt.getTime(), tz), "yyyy-MM-dd HH:mm"),
  );
  const { doc } = report;
  report.section(content.pcrNumber ? `Patient care report ${content.pcrNumber}` : "Patient care report");
  facts(
    doc,
    [
      ["Status", record.status === "closed" ? "Closed" : "Draft"],
      ["Incident", record.incidentNumber ?? ""],
      ["Unit", record.unitName ?? ""],
      ["Crew", record.crew.map((c) => c.name).join(", ")],
      [
        "Closed",
        record.closedAt
          ? `${shown(new Date(record.closedAt).toISOString(), tz)} by ${record.closedBy?.name ?? ""}`
          : "",
      ],
      ["Reviewed by QA", record.reviewedAt ? shown(new Date(record.reviewedAt).toISOString(), tz) : ""],
      ["Returned by QA", record.returnedReason ?? ""],
    ].filter(([, v]) => v !== ""),
  );

  for (const { key, title } of SECTIONS) {
    const rows = rowsOf(content[key], tz);
    if (!rows.length) continue;
    heading(doc, title);
    facts(doc, rows);
  }
  const payment = rowsOf({ primaryPayment: content.primaryPayment, serviceLevel: content.serviceLevel }, tz);
  if (payment.length) {
    heading(doc, "Payment");
    facts(doc, payment);
  }

  heading(doc, "Vitals");
  table(
    doc,
    fitColumns(
      doc,
      VITALS.map(([header], i) => ({ header, width: i === 0 ? 2.4 : 1 })),
    ),
    (content.vitals ?? []).map((v) => VITALS.map(([, cell]) => cell(v as Record<string, unknown>, tz))),
    "No vitals recorded.",
    { spaced: true },
  );

  for (const { key, title } of LISTS) {
    const entries = (content[key] as unknown[] | undefined) ?? [];
    entries.forEach((entry, i) => {
      heading(doc, `${title.slice(0, -1)} ${i + 1}`);
      facts(doc, rowsOf(entry, tz));
    });
  }
  if (content.protocols) {
    heading(doc, "Protocols");
    paragraph(doc, shown(content.protocols, tz));
  }

  heading(doc, "Narrative");
  paragraph(doc, content.narrative ?? "No narrative.", content.narrative ? {} : { colour: MUTED });

  const signatures = content.signatures ?? [];
  if (signatures.length) heading(doc, "Signatures");
  for (const signature of signatures) {
    const { image, ...rest } = signature;
    facts(doc, rowsOf(rest, tz));
    const bytes = await signatureImage(image);
    if (bytes) {
      ensureRoom(doc, 80);
      const y = doc.y;
      doc.image(bytes, MARGIN, y, { fit: [220, 70] });
      doc.y = y + 78;
    }
  }

  if (record.addenda.length) {
    heading(doc, "Addenda");
    for (const a of record.addenda)
      paragraph(
        doc,
        `${shown(new Date(a.createdAt).toISOString(), tz)}, ${a.by.name}: ${a.reason}${a.changed.length ? ` (changed: ${a.changed.join(", ")})` : ""}`,
      );
  }
  if (record.comments.length) {
    heading(doc, "QA comments");
    for (const c of record.comments)
      paragraph(
        doc,
        `${shown(new Date(c.createdAt).toISOString(), tz)}, ${c.by.name}${c.kind === "return" ? " (returned)" : ""}: ${c.text}`,
      );
  }
  return report.finish();
}
