import type { PcrFacilityInput } from "@rollcall/shared/epcr/api";
import type { PcrFacility } from "../api/get-facilities";

/** A facility as Settings → Facilities holds it: every box a string, "" when empty. */
export type FacilityRow = {
  id?: string;
  name: string;
  type: string;
  code: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
};

const OPTIONAL = ["code", "address", "city", "state", "zip", "phone"] as const;

/** A new row: a hospital, the type most of them are. */
export const newFacilityRow = (): FacilityRow => ({
  name: "",
  type: "1701005",
  code: "",
  address: "",
  city: "",
  state: "",
  zip: "",
  phone: "",
});

export function facilityRow(f: PcrFacility): FacilityRow {
  const row: FacilityRow = { ...newFacilityRow(), id: f.id, name: f.name, type: f.type };
  for (const key of OPTIONAL) row[key] = f[key] ?? "";
  return row;
}

/** What PUT /api/pcr/facilities takes: an empty box clears its field (null), a new row has no id. */
export function facilityInput(row: PcrFacilityInput): PcrFacilityInput {
  const input: PcrFacilityInput = { name: row.name.trim(), type: row.type ?? newFacilityRow().type };
  if (row.id) input.id = row.id;
  for (const key of OPTIONAL) input[key] = row[key]?.trim() || null;
  return input;
}
