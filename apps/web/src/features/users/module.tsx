import { Users } from "lucide-react";
import type { ModuleDefinition } from "@/app/module";
import { UsersPage } from "./users-page";

export const usersModule: ModuleDefinition = {
  name: "users",
  nav: { label: "Users", path: "/users", icon: Users },
  routes: [{ path: "/users", element: <UsersPage /> }],
};
