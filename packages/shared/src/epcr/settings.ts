/**
 * Settings → NEMSIS (admins, issue 46): what the state knows the agency by (dAgency), what it does
 * (dConfiguration's protocols and EMD), and the state EMS data system's web service the reports are submitted to
 * (its address, account and organization; the password is sealed and never shown again).
 *
 *   GET /api/pcr/settings    the settings, and what the exports still lack
 *   PUT /api/pcr/settings    the fields given replace what is stored; `password` absent keeps it, "" removes it
 */
import { z } from "zod";
import { NEMSIS_CODE_LISTS, NEMSIS_ELEMENTS, type NemsisElement } from "./codes";
import { code } from "./report";

export const NEMSIS_SETTINGS_MESSAGES = {
  title: "NEMSIS",
  description:
    "What your state's EMS data system knows the agency by, and where the patient care reports are submitted.",
  stateId: "The agency's state ID is 1 to 50 characters",
  agencyNumber: "The agency number is 1 to 15 characters",
  stateCode: "Choose the agency's state",
  counties: "Counties are five-digit ANSI codes (state and county), such as 37183",
  npi: "The NPI is 10 digits",
  fireDepartmentId: "The fire department ID (FDID) is 5 digits",
  endpoint: "The state's web service address starts with https:// (or http:// for a local stand-in)",
  text: "At most 100 characters",
  saved: "NEMSIS settings saved",
  saveFailed: "NEMSIS settings not saved",
  passwordKept: "A password is stored; leave the box empty to keep it",
} as const;

/** The states and territories by their two-digit ANSI (FIPS) code, as dAgency.04 and addresses carry them. */
export const US_STATE_CODES: readonly { code: string; name: string }[] = [
  ["01", "Alabama"],
  ["02", "Alaska"],
  ["04", "Arizona"],
  ["05", "Arkansas"],
  ["06", "California"],
  ["08", "Colorado"],
  ["09", "Connecticut"],
  ["10", "Delaware"],
  ["11", "District of Columbia"],
  ["12", "Florida"],
  ["13", "Georgia"],
  ["15", "Hawaii"],
  ["16", "Idaho"],
  ["17", "Illinois"],
  ["18", "Indiana"],
  ["19", "Iowa"],
  ["20", "Kansas"],
  ["21", "Kentucky"],
  ["22", "Louisiana"],
  ["23", "Maine"],
  ["24", "Maryland"],
  ["25", "Massachusetts"],
  ["26", "Michigan"],
  ["27", "Minnesota"],
  ["28", "Mississippi"],
  ["29", "Missouri"],
  ["30", "Montana"],
  ["31", "Nebraska"],
  ["32", "Nevada"],
  ["33", "New Hampshire"],
  ["34", "New Jersey"],
  ["35", "New Mexico"],
  ["36", "New York"],
  ["37", "North Carolina"],
  ["38", "North Dakota"],
  ["39", "Ohio"],
  ["40", "Oklahoma"],
  ["41", "Oregon"],
  ["42", "Pennsylvania"],
  ["44", "Rhode Island"],
  ["45", "South Carolina"],
  ["46", "South Dakota"],
  ["47", "Tennessee"],
  ["48", "Texas"],
  ["49", "Utah"],
  ["50", "Vermont"],
  ["51", "Virginia"],
  ["53", "Washington"],
  ["54", "West Virginia"],
  ["55", "Wisconsin"],
  ["56", "Wyoming"],
  ["60", "American Samoa"],
  ["66", "Guam"],
  ["69", "Northern Mariana Islands"],
  ["72", "Puerto Rico"],
  ["78", "U.S. Virgin Islands"],
].map(([c, name]) => ({ code: c, name }));

/** The dAgency and dConfiguration elements an admin picks from the standard's lists. */
export const NEMSIS_AGENCY_CODE_FIELDS = {
  serviceType: "dAgency.09",
  levelOfService: "dAgency.11",
  organizationStatus: "dAgency.12",
  organizationalType: "dAgency.13",
  taxStatus: "dAgency.14",
  emd: "dConfiguration.13",
} as const satisfies Record<string, NemsisElement>;
export type NemsisAgencyCodeField = keyof typeof NEMSIS_AGENCY_CODE_FIELDS;

/** An element's code list with labels, for a select. */
export function nemsisOptions(element: NemsisElement): readonly { value: string; label: string }[] {
  const key = (NEMSIS_ELEMENTS[element] as { codes?: keyof typeof NEMSIS_CODE_LISTS }).codes;
  return key ? NEMSIS_CODE_LISTS[key] : [];
}

const M = NEMSIS_SETTINGS_MESSAGES;
const optional = (schema: z.ZodString, message: string) =>
  z
    .string({ error: message })
    .trim()
    .pipe(z.union([z.literal(""), schema]))
    .transform((v) => (v === "" ? null : v))
    .nullish();

/** PUT /api/pcr/settings: the fields given replace what is stored (null or "" clears one). */
export const nemsisSettingsUpdateSchema = z.strictObject({
  stateId: optional(z.string().max(50, M.stateId), M.stateId),
  agencyNumber: optional(z.string().max(15, M.agencyNumber), M.agencyNumber),
  stateCode: z
    .string({ error: M.stateCode })
    .refine((v) => US_STATE_CODES.some((s) => s.code === v), M.stateCode)
    .nullish(),
  counties: z
    .array(z.string({ error: M.counties }).regex(/^[0-9]{5}$/, M.counties), { error: M.counties })
    .max(50, M.counties)
    .optional(),
  serviceType: code("dAgency.09").nullish(),
  levelOfService: code("dAgency.11").nullish(),
  organizationStatus: code("dAgency.12").nullish(),
  organizationalType: code("dAgency.13").nullish(),
  taxStatus: code("dAgency.14").nullish(),
  emd: code("dConfiguration.13").nullish(),
  protocols: z.array(code("dConfiguration.10")).max(200).optional(),
  npi: optional(z.string().regex(/^[0-9]{10}$/, M.npi), M.npi),
  fireDepartmentId: optional(z.string().regex(/^[0-9]{5}$/, M.fireDepartmentId), M.fireDepartmentId),
  endpoint: optional(
    z
      .string()
      .regex(/^https?:\/\/\S+$/, M.endpoint)
      .max(500, M.endpoint),
    M.endpoint,
  ),
  username: optional(z.string().max(100, M.text), M.text),
  organization: optional(z.string().max(100, M.text), M.text),
  /** Write-only: absent keeps the stored one, "" removes it. */
  password: z.string({ error: M.text }).max(200, M.text).optional(),
  submitOnClose: z.boolean().optional(),
});
export type NemsisSettingsUpdate = z.input<typeof nemsisSettingsUpdateSchema>;

/** GET and PUT /api/pcr/settings. */
export const nemsisSettingsSchema = z.object({
  stateId: z.string().nullable(),
  agencyNumber: z.string().nullable(),
  stateCode: z.string().nullable(),
  counties: z.array(z.string()),
  serviceType: z.string().nullable(),
  levelOfService: z.string().nullable(),
  organizationStatus: z.string().nullable(),
  organizationalType: z.string().nullable(),
  taxStatus: z.string().nullable(),
  emd: z.string().nullable(),
  protocols: z.array(z.string()),
  npi: z.string().nullable(),
  fireDepartmentId: z.string().nullable(),
  endpoint: z.string().nullable(),
  username: z.string().nullable(),
  organization: z.string().nullable(),
  /** Whether a password is stored (sealed); it is never answered. */
  hasPassword: z.boolean(),
  submitOnClose: z.boolean(),
  /** What the DEMDataSet and EMSDataSet still lack, as labels ("Agency number"); empty: they can be made. */
  missingForExport: z.array(z.string()),
  /** Address, account, organization and password are all set: reports can be submitted. */
  canSubmit: z.boolean(),
});
export type NemsisSettings = z.infer<typeof nemsisSettingsSchema>;

/** The fields the exports need, with the label an admin reads. */
export const NEMSIS_EXPORT_FIELDS = {
  stateId: "Agency state ID",
  agencyNumber: "Agency number",
  stateCode: "State",
  counties: "Service area counties",
  serviceType: "Primary type of service",
  levelOfService: "Level of service",
  organizationStatus: "Organization status",
  organizationalType: "Organizational type",
  taxStatus: "Tax status",
  emd: "Emergency medical dispatch",
  protocols: "Protocols",
} as const satisfies Partial<Record<keyof NemsisSettings, string>>;

/** What of NEMSIS_EXPORT_FIELDS is still empty. */
export function nemsisSettingsMissing(s: Pick<NemsisSettings, keyof typeof NEMSIS_EXPORT_FIELDS>): string[] {
  return Object.entries(NEMSIS_EXPORT_FIELDS).flatMap(([field, label]) => {
    const value = s[field as keyof typeof NEMSIS_EXPORT_FIELDS];
    return value === null || (Array.isArray(value) && value.length === 0) ? [label] : [];
  });
}
