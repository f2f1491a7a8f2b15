import { Users } from "lucide-react";
import { lazy } from "react";
import type { ModuleDefinition } from "@/lib/module";

// Loaded on first visit, so each module ships in its own chunk.
const UsersPage = lazy(() => import("./users-page").then((m) => ({ default: m.UsersPage })));

export const usersModule: ModuleDefinition = {
  name: "users",
  nav: { label: "Users", path: "/users", icon: Users },
  routes: [{ path: "/users", element: <UsersPage /> }],
};
