/**
 * What other features use of equipment: the agency's stations and an apparatus' riding positions (the shift
 * form's and the staffing rules' Station / Apparatus / Position selects, a rotation's seats).
 */

export { usePositions } from "./api/get-positions";
export { useStations } from "./api/get-stations";
