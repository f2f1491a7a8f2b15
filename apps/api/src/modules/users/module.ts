import { userAgencies, users } from "../../db/schema/users";
import type { ApiModule } from "../../lib/module";
import { usersRoutes } from "./users.routes";

export const usersModule: ApiModule = {
  name: "users",
  description: "Members (invite, edit, reset a password, remove) and a member's own profile and password.",
  routes: [{ plugin: usersRoutes, apiKey: "users" }],
  tables: { users, userAgencies },
  audited: { users: "Member", user_agencies: "Membership" },
  globalKeys: {
    unique: {
      "users.users_id_unique":
        "the target of sessions.user_id and password_reset_tokens.user_id, global tables read before any agency is known",
      "users.users_email_unique": "sign-in finds a member by email alone, before any agency is known",
      "users.users_calendar_token_unique":
        "the iCalendar feed URL is looked up by its token alone, before any agency is known",
    },
  },
  live: {
    users: [
      "/api/agencies",
      "/api/user",
      "/api/dashboard",
      "/api/shifts",
      "/api/training",
      "/api/certifications",
      "/api/flsa",
    ],
    user_agencies: ["/api/agencies", "/api/user"],
  },
};
