/**
 * Users' public face: the agency's members as other modules ask for them, the member fields they set (the
 * platoon, a reset password, the calendar token, the FLSA exemption, the hire date), inviting members (an import) and the
 * e-mail uniqueness guard of a new account, and an admin's audited act on a member's credentials. Other code imports this module only from here (modules/registry.ts: the layers).
 */
export { sendInvitations } from "./users.mail";
export {
  currentManagers,
  currentMemberRoles,
  currentMembersByEmail,
  currentMembersByName,
  currentMembersOf,
  makerOf,
  membersByIds,
  setCalendarToken,
  setFlsaExempt,
  setHireDate,
  setPassword,
  setPlatoon,
} from "./users.queries";
export { actOnMember, guardEmail, inviteMembers, memberColumns, memberSeatsLeft } from "./users.service";
