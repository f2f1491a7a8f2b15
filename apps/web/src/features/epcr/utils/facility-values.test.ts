import { pcrFacilitiesUpdateSchema } from "@rollcall/shared/epcr/api";
import { describe, expect, it } from "vitest";
import { facilityInput, facilityRow, newFacilityRow } from "./facility-values";

describe("a facility row in Settings → Facilities", () => {
  it("shows a stored facility's empty fields as empty boxes, and sends them back cleared", () => {
    const stored = {
      id: "0b7c9f52-63d4-4c36-9a0e-2c1f6f3b8a11",
      name: "Mercy General",
      type: "1701005",
      code: "MG",
      address: null,
      city: "Raleigh",
      state: "37",
      zip: null,
      phone: null,
    };
    const row = facilityRow(stored);
    expect(row).toMatchObject({ address: "", zip: "", phone: "", city: "Raleigh" });
    expect(facilityInput(row)).toEqual(stored);
    expect(pcrFacilitiesUpdateSchema.safeParse({ facilities: [facilityInput(row)] }).success).toBe(true);
  });

  it("sends a new row without an id, as a hospital unless another type was chosen", () => {
    const input = facilityInput({ ...newFacilityRow(), name: "  Urgent Care East ", phone: " " });
    expect(input).toEqual({
      name: "Urgent Care East",
      type: "1701005",
      code: null,
      address: null,
      city: null,
      state: null,
      zip: null,
      phone: null,
    });
  });

  it("is refused by the shared schema with each field's own message", () => {
    const parsed = pcrFacilitiesUpdateSchema.safeParse({
      facilities: [facilityInput({ ...newFacilityRow(), type: "99", state: "NC", zip: "2760" })],
    });
    const messages = Object.fromEntries(
      (parsed.error?.issues ?? []).map((i) => [i.path.join("."), i.message]),
    );
    expect(messages).toEqual({
      "facilities.0.name": "Each facility needs a name",
      "facilities.0.type": "Choose the facility's type",
      "facilities.0.state": "Choose the facility's state",
      "facilities.0.zip": "Enter a ZIP code like 27601 or 27601-1234",
    });
  });
});
