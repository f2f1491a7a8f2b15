import { mailOutbox } from "../../db/schema/universe";
import type { ApiModule } from "../../lib/module";
import { universeRoutes } from "./universe.routes";

export const universeModule: ApiModule = {
  name: "universe",
  description:
    "The operator portal: every agency, its plan, status and host name, and the mail outbox of an installation without SMTP (platform operators).",
  routes: [{ plugin: universeRoutes }],
  tables: { mailOutbox },
};
