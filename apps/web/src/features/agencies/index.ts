/** The agency and its members: reads every module may use. */
export { agencyQueryKey, useAgency, useAgencyTimeZone } from "./api/get-agency";
export { type TeamMember, useTeam } from "./api/get-team";
