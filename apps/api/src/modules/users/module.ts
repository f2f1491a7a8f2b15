import { userAgencies, users } from "../../db/schema/users";
import type { ApiModule } from "../../lib/module";
import { usersRoutes } from "./users.routes";

export const usersModule: ApiModule = {
  name: "users",
  description: "Members (invite, edit, reset a password, remove) and a member's own profile and password.",
  routes: [{ plugin: usersRoutes, apiKey: "users" }],
  tables: { users, userAgencies },
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
