/** Staffing's part of the demo: its minimum staffing rules. */
import { staffingRequirements } from "../../db/schema/staffing";
import { type DemoContext, insertRows, rowsOf, type SeedStep } from "../../db/seed/context";

/** Minimum staffing over the 07:00 platoon change: C platoon has no paramedic, so its days show a gap. */
export function buildStaffing(ctx: DemoContext) {
  const { agencyId } = ctx;
  return [
    {
      agencyId,
      name: "Engine company",
      shiftType: "24-hour",
      minimumStaff: 4,
      roleRequirements: { officer: 1, firefighter: 3 },
      startTime: "07:00",
      endTime: "07:00",
    },
    {
      agencyId,
      name: "Medic unit",
      shiftType: "24-hour",
      minimumStaff: 2,
      roleRequirements: { emt: 2 },
      startTime: "07:00",
      endTime: "07:00",
      role: "emt" as const,
    },
    {
      agencyId,
      name: "Paramedic on duty",
      shiftType: "24-hour",
      minimumStaff: 1,
      startTime: "07:00",
      endTime: "07:00",
      qualification: "Paramedic",
    },
  ];
}

export const staffingSeed: SeedStep = (ctx) => insertRows(rowsOf(staffingRequirements, buildStaffing(ctx)));
