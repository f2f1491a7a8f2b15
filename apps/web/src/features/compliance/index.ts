/** The shift form's warning when the assignee lacks a certification their role requires. */
export { AssigneeRequirementsWarning } from "./components/assignee-requirements-warning";
