/**
 * Training's public face: assigning a course inside another module's transaction (automation rules), the
 * assignments due or overdue, and the ISO hours of the analytics charts. Other code imports this module only
 * from here (modules/registry.ts: the layers).
 */
export { assignCourseTo } from "./assignments.service";
export {
  assignableCourseIds,
  assignmentCourseIds,
  assignmentsDueCount,
  isoHourFigures,
  overdueAssignments,
} from "./training.queries";
