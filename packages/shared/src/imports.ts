/**
 * Imports an agency asks for when it switches to Rollcall (issue 18): members and certifications from CSV,
 * incident history from an NFIRS 5.0 transaction file. Every kind works in two steps: a preview that writes
 * nothing and answers each row with its errors, then the same file again, written whole or not at all.
 * The column names, the limits, the messages and the answer shapes live here; the row rules reuse the
 * invite form's (users.ts), the certification form's (compliance.ts) and the NFIRS code lists (nfirs.ts).
 */
import { z } from "zod";
import { phoneNumber } from "./alerting";
import { COMPLIANCE_MESSAGES, certificationFields, isIsoDate } from "./compliance";
import { formatWholeNumber } from "./money";
import { ROLES } from "./roles";
import { PLATOONS } from "./scheduling";
import { personFields, USER_MESSAGES } from "./users";

export const IMPORT_KINDS = ["members", "certifications", "nfirs"] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];

/** The most an import file may hold: 1 MB of text and 2,000 rows (records, for NFIRS incidents). */
export const MAX_IMPORT_CHARS = 1_000_000;
export const MAX_IMPORT_ROWS = 2_000;

export const IMPORT_MESSAGES = {
  fileRequired: "Choose a file to import",
  tooLarge: "The file is larger than 1 MB. Split it into smaller files.",
  tooManyRows: `The file has more than ${formatWholeNumber(MAX_IMPORT_ROWS)} rows. Split it into smaller files.`,
  noRows: "The file has no rows to import",
  unreadable: "The file could not be read as CSV. Save it from your spreadsheet as CSV (comma separated).",
  duplicateEmail: "This email appears more than once in the file",
  memberNotFound: "No member of your agency has this email",
  invalidDate: "Enter a valid date (yyyy-MM-dd or M/D/YYYY)",
  hireDateFuture: "Hire date cannot be in the future",
  // NFIRS
  nfirsUnreadable: "The file is not an NFIRS 5.0 transaction file (fields separated by ^)",
  nfirsNoIncidents: "The file holds no Basic module (record type A) incidents",
  nfirsMissingA: "This incident has no identification record (A): it cannot be imported",
  nfirsRecordType: "Unknown record type",
  nfirsFdid: "FDID is required (up to 5 letters or digits)",
  nfirsState: "State is required (2 letters)",
  nfirsDate: "Incident date is required (MMDDYYYY)",
  nfirsNumber: "Incident number is required (up to 7 digits)",
  nfirsExposure: "Exposure is a 3-digit number (000 for the original incident)",
  nfirsTime: "Enter a time as MMDDYYYYHHMM",
  nfirsMoney: "Enter whole dollars",
  nfirsCount: "Enter a whole number of people",
  nfirsDuplicateInFile: "This incident appears more than once in the file",
  incidentExists: "An incident with this number already exists in your agency",
  nfirsLocation: "The address (record B) is required",
  // Answers
  hasErrors: (n: number) =>
    `${n} ${n === 1 ? "row has" : "rows have"} errors. Fix the file and try again: nothing was imported.`,
  imported: (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"} imported`,
  summary: (valid: number, invalid: number) => `${valid} ready, ${invalid} with errors`,
} as const;

/** One column a CSV kind reads: its field, the header the template writes, the other spellings accepted. */
export type ImportColumn = { key: string; label: string; aliases: readonly string[]; required: boolean };

/** "First Name", "first_name", "FIRSTNAME" and "first-name" are one header. */
export const normalizeHeader = (header: string) => header.toLowerCase().replace(/[^a-z0-9]/g, "");

export const MEMBER_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: "firstName",
    label: "First Name",
    aliases: ["first", "firstname", "givenname", "fname"],
    required: true,
  },
  {
    key: "lastName",
    label: "Last Name",
    aliases: ["last", "lastname", "surname", "familyname", "lname"],
    required: true,
  },
  { key: "email", label: "Email", aliases: ["email", "emailaddress", "mail"], required: true },
  { key: "role", label: "Role", aliases: ["role", "rank", "position"], required: true },
  { key: "platoon", label: "Platoon", aliases: ["platoon", "shift"], required: false },
  {
    key: "phone",
    label: "Phone",
    aliases: ["phone", "phonenumber", "mobile", "cell", "mobilephone"],
    required: false,
  },
  {
    key: "hireDate",
    label: "Hire Date",
    aliases: ["hiredate", "hired", "startdate", "datehired"],
    required: false,
  },
];

export const CERTIFICATION_IMPORT_COLUMNS: readonly ImportColumn[] = [
  {
    key: "email",
    label: "Member Email",
    aliases: ["memberemail", "email", "emailaddress", "holderemail"],
    required: true,
  },
  {
    key: "name",
    label: "Certification Name",
    aliases: ["certificationname", "certification", "name", "certname"],
    required: true,
  },
  {
    key: "certificateNumber",
    label: "Number",
    aliases: ["number", "certificatenumber", "certificationnumber", "certno", "licensenumber"],
    required: false,
  },
  {
    key: "issuingOrganization",
    label: "Issuing Authority",
    aliases: ["issuingauthority", "issuingorganization", "issuer", "issuedby", "authority"],
    required: false,
  },
  { key: "issueDate", label: "Issue Date", aliases: ["issuedate", "issued", "dateissued"], required: false },
  {
    key: "expirationDate",
    label: "Expiry Date",
    aliases: ["expirydate", "expirationdate", "expires", "expiry", "expiration", "expdate"],
    required: true,
  },
];

/** The fields an NFIRS preview row shows (one row per incident), in order. */
export const NFIRS_IMPORT_COLUMNS = [
  { key: "incidentNumber", label: "Incident #" },
  { key: "exposure", label: "Exposure" },
  { key: "incidentDate", label: "Date" },
  { key: "nfirsCode", label: "Type" },
  { key: "location", label: "Address" },
  { key: "actionTaken", label: "Action" },
  { key: "propertyUse", label: "Property use" },
] as const;

/** The template's one line: the headers of a CSV kind. */
export const importTemplate = (columns: readonly ImportColumn[]) =>
  `${columns.map((c) => c.label).join(",")}\r\n`;

/** yyyy-MM-dd from a date written yyyy-MM-dd or M/D/YYYY (US); null when it is neither or not a real day. */
export function parseImportDate(value: string): string | null {
  const v = value.trim();
  if (isIsoDate(v)) return v;
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(v);
  if (!us) return null;
  const iso = `${us[3]}-${us[1].padStart(2, "0")}-${us[2].padStart(2, "0")}`;
  return isIsoDate(iso) ? iso : null;
}

const blankToNull = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);

/** An optional date cell: empty is none; otherwise ISO or US, stored yyyy-MM-dd. */
const optionalImportDate = z.preprocess(
  blankToNull,
  z
    .string()
    .nullable()
    .transform((v, ctx) => {
      if (v === null) return null;
      const iso = parseImportDate(v);
      if (iso === null) ctx.addIssue({ code: "custom", message: IMPORT_MESSAGES.invalidDate });
      return iso;
    }),
);

const requiredImportDate = (message: string) =>
  z.string({ error: message }).transform((v, ctx) => {
    if (v.trim() === "") {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    }
    const iso = parseImportDate(v);
    if (iso === null) {
      ctx.addIssue({ code: "custom", message: IMPORT_MESSAGES.invalidDate });
      return z.NEVER;
    }
    return iso;
  });

/** The alerting profile's phone rule (E.164, spaces, dashes and brackets tolerated); a US number may leave out +1. */
const importPhone = z.preprocess((v) => {
  if (typeof v !== "string" || v.trim() === "") return null;
  const digits = v.replace(/[\s().-]/g, "");
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return v;
}, phoneNumber.nullable());

const lower = (v: unknown) => (typeof v === "string" ? v.trim().toLowerCase() : v);
const upper = (v: unknown) => (typeof v === "string" ? v.trim().toUpperCase() : v);

/**
 * One member row: the invite form's names, email and role rules and messages (a role is required here: a
 * file saying nothing about someone's role is more likely a mistake than a firefighter), the platoon as a
 * letter (any case, empty for none), an optional phone and hire date.
 */
export const memberImportRowSchema = z.object({
  ...personFields,
  role: z.preprocess(lower, z.enum(ROLES, { error: USER_MESSAGES.role })),
  platoon: z.preprocess(
    (v) => blankToNull(upper(v)),
    z.enum(PLATOONS, { error: USER_MESSAGES.platoon }).nullable(),
  ),
  phone: importPhone,
  hireDate: optionalImportDate,
});
export type MemberImportRow = z.output<typeof memberImportRowSchema>;

/** One certification row: the certification form's rules and messages; the holder named by email. */
export const certificationImportRowSchema = z
  .object({
    email: personFields.email,
    name: certificationFields.name,
    certificateNumber: certificationFields.certificateNumber,
    issuingOrganization: certificationFields.issuingOrganization,
    issueDate: optionalImportDate,
    expirationDate: requiredImportDate(COMPLIANCE_MESSAGES.expirationDate),
  })
  .superRefine((v, ctx) => {
    if (v.issueDate && v.expirationDate && v.expirationDate < v.issueDate)
      ctx.addIssue({
        code: "custom",
        message: COMPLIANCE_MESSAGES.expiresBeforeIssue,
        path: ["expirationDate"],
      });
  });
export type CertificationImportRow = z.output<typeof certificationImportRowSchema>;

// ---------------------------------------------------------------------------------------------------------
// Requests and answers
// ---------------------------------------------------------------------------------------------------------

const fileText = z
  .string({ error: IMPORT_MESSAGES.fileRequired })
  .min(1, IMPORT_MESSAGES.fileRequired)
  .max(MAX_IMPORT_CHARS, IMPORT_MESSAGES.tooLarge);

/** POST /api/imports/{members,certifications}[/preview]: the CSV file's text, read by the browser. */
export const csvImportSchema = z.object({ csv: fileText });
export type CsvImportInput = z.infer<typeof csvImportSchema>;

/** POST /api/imports/nfirs[/preview]: the NFIRS 5.0 transaction file's text. */
export const nfirsImportSchema = z.object({ file: fileText });
export type NfirsImportInput = z.infer<typeof nfirsImportSchema>;

/** One row (one incident for NFIRS) as the preview shows it: its line, its values as read, its errors by field. */
export const importRowSchema = z.object({
  line: z.number().int(),
  values: z.record(z.string(), z.string().nullable()),
  errors: z.record(z.string(), z.string()),
});
export type ImportRow = z.infer<typeof importRowSchema>;

export const importPreviewSchema = z.object({
  rows: z.array(importRowSchema),
  valid: z.number().int(),
  invalid: z.number().int(),
  /** NFIRS: records of other modules (Fire, EMS, ...) the import does not read. */
  ignoredRecords: z.number().int().optional(),
});
export type ImportPreview = z.infer<typeof importPreviewSchema>;

/** The import's answer: how many were written. Members also carry each one's temporary password, shown once. */
export const importResultSchema = z.object({
  imported: z.number().int(),
  members: z.array(z.object({ email: z.string(), temporaryPassword: z.string() })).optional(),
  /** Members: whether each was emailed their invitation (false where the installation has no mail set up). */
  emailed: z.boolean().optional(),
});
export type ImportResult = z.infer<typeof importResultSchema>;
