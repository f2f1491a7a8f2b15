import { z } from "zod";
import { DEFAULT_ROLE, ROLES } from "./roles";
import { PLATOONS } from "./scheduling";
import { timestampSchema } from "./timestamps";

/**
 * Spec 02 §5 "User invite and edit" and the users/profile rules. The invite and edit dialogs, the profile
 * form and the server share these. (This file must not import ./auth: auth imports ROLES from here.)
 */
export const USER_MESSAGES = {
  firstName: "First name is required",
  lastName: "Last name is required",
  firstNameMax: "First name must be at most 100 characters",
  lastNameMax: "Last name must be at most 100 characters",
  email: "Valid email is required",
  role: "Role must be admin, officer, firefighter or emt",
  platoon: "Platoon must be A, B, C or D",
  emailTaken: "An account with this email already exists",
  userNotFound: "User not found",
  lastAdmin: "An agency must keep at least one admin.",
  cannotDeleteSelf: "You cannot delete your own account. Ask another admin to do it.",
  cannotDemoteSelf: "You cannot change your own role. Ask another admin to do it.",
  cannotResetSelf: "You cannot reset your own password here. Use Change Password in Settings.",
  currentPasswordRequired: "Current password is required",
  currentPasswordIncorrect: "Current password is incorrect",
  passwordUnchanged: "New password must be different from the current password",
} as const;

const firstName = z
  .string({ error: USER_MESSAGES.firstName })
  .trim()
  .min(1, USER_MESSAGES.firstName)
  .max(100, USER_MESSAGES.firstNameMax);
const lastName = z
  .string({ error: USER_MESSAGES.lastName })
  .trim()
  .min(1, USER_MESSAGES.lastName)
  .max(100, USER_MESSAGES.lastNameMax);
const email = z
  .string({ error: USER_MESSAGES.email })
  .trim()
  .toLowerCase()
  .pipe(z.email({ error: USER_MESSAGES.email }).max(254, USER_MESSAGES.email));
const role = z.enum(ROLES, { error: USER_MESSAGES.role });
/** A member's names and email with the invite form's rules and messages (the members import reads them too). */
export const personFields = { firstName, lastName, email };
/** The platoon a member rides with; null for none (day staff, volunteers). */
const platoon = z.enum(PLATOONS, { error: USER_MESSAGES.platoon }).nullable();

/** The Invite New User and Edit User dialogs; the form's "None" platoon is an empty choice. */
export const userFormSchema = z.object({
  firstName,
  lastName,
  email,
  role,
  platoon: z
    .union([z.enum(PLATOONS), z.literal("")], { error: USER_MESSAGES.platoon })
    .transform((v) => (v === "" ? null : v)),
});
export type UserFormInput = z.input<typeof userFormSchema>;
export type UserFormValues = z.output<typeof userFormSchema>;

/** POST /api/users/invite. The role defaults to firefighter. Unknown keys (agencyId, isUniverseAdmin) are dropped. */
export const userInviteSchema = z.object({
  firstName,
  lastName,
  email,
  role: role.default(DEFAULT_ROLE),
  platoon: platoon.default(null),
});
export type UserInvite = z.output<typeof userInviteSchema>;

/** PATCH /api/users/{id}: any of the form's fields. */
export const userUpdateSchema = z.object({
  firstName: firstName.optional(),
  lastName: lastName.optional(),
  email: email.optional(),
  role: role.optional(),
  platoon: platoon.optional(),
});
export type UserUpdate = z.output<typeof userUpdateSchema>;

/** The Profile Settings form (spec 02 §2 Settings): one's own name and email, never role or agency. */
export const profileFormSchema = z.object({ firstName, lastName, email });
export type ProfileFormInput = z.input<typeof profileFormSchema>;

/** PATCH /api/profile: any of the three fields; every other key is dropped. */
export const profileUpdateSchema = profileFormSchema.partial();
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/**
 * The current password of POST /api/profile/password. The new password follows the registration rule,
 * which lives in ./auth (the route and the forms combine the two).
 */
export const currentPasswordSchema = z
  .string({ error: USER_MESSAGES.currentPasswordRequired })
  .min(1, USER_MESSAGES.currentPasswordRequired)
  .max(200, USER_MESSAGES.currentPasswordIncorrect);

/** A member as GET /api/agencies/{agencyId}/users and the user endpoints answer it. */
export const agencyMemberSchema = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  platoon: z.enum(PLATOONS).nullable(),
  profileImageUrl: z.string().nullable(),
  createdAt: timestampSchema,
});
/** As the web receives it (createdAt an ISO string). */
export type AgencyMember = z.input<typeof agencyMemberSchema>;

/** PATCH /api/users/{id} answer. */
export const updatedUserSchema = z.object({ user: agencyMemberSchema });
export type UpdatedUserResponse = z.input<typeof updatedUserSchema>;

/** POST /api/users/invite answer: the new member and the temporary password, shown once. */
export const inviteUserResponseSchema = z.object({
  user: agencyMemberSchema,
  temporaryPassword: z.string(),
  /** Whether the invitation (with the password) was emailed: false where the installation has no mail set up. */
  emailed: z.boolean(),
});
export type InviteUserResponse = z.input<typeof inviteUserResponseSchema>;
/** POST /api/users/{id}/reset-password answer. */
export const resetUserPasswordResponseSchema = z.object({ temporaryPassword: z.string() });
export type ResetUserPasswordResponse = z.infer<typeof resetUserPasswordResponseSchema>;
