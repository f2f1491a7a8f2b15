import { equipment, maintenanceRecords } from "../../db/schema/equipment";
import type { ApiModule } from "../../lib/module";
import { equipmentRoutes } from "./equipment.routes";
import { equipmentSeed } from "./equipment.seed";

export const equipmentModule: ApiModule = {
  name: "equipment",
  description: "Apparatus and equipment, maintenance, QR labels and reports.",
  routes: [{ plugin: equipmentRoutes, feature: "assets", apiKey: "equipment" }],
  tables: { equipment, maintenanceRecords },
  audited: { equipment: "Equipment", maintenance_records: "Maintenance record" },
  live: {
    equipment: ["/api/equipment", "/api/dashboard"],
    maintenance_records: ["/api/equipment", "/api/dashboard"],
  },
  seed: equipmentSeed,
};
