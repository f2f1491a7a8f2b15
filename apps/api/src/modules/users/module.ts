import type { ApiModule } from "../../lib/module";
import { usersRoutes } from "./users.routes";

export const usersModule: ApiModule = {
  name: "users",
  description: "Members (invite, edit, reset a password, remove) and a member's own profile and password.",
  routes: [{ plugin: usersRoutes, apiKey: "users" }],
};
