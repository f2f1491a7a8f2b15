/**
 * Minimum staffing's public face: the agency's staffing settings, its rules and the gaps they find in the
 * schedule. Other code imports this module only from here (modules/registry.ts: the layers).
 */
export {
  findStaffingGaps,
  getStaffingSettings,
  requireVehicle,
  selectStaffingRules,
  selectVehicles,
  staffingGapFigures,
} from "./staffing.queries";
