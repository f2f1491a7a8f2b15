import { apparatusPositions, equipment, maintenanceRecords, stations } from "../../db/schema/equipment";
import type { ApiModule } from "../../lib/module";
import { equipmentRoutes } from "./equipment.routes";
import { equipmentSeed } from "./equipment.seed";
import { stationsRoutes } from "./stations.routes";

export const equipmentModule: ApiModule = {
  name: "equipment",
  description: "Apparatus and equipment, stations and riding positions, maintenance, QR labels and reports.",
  routes: [
    { plugin: equipmentRoutes, feature: "assets", apiKey: "equipment" },
    // Stations and seats are the schedule's as much as the fleet's: no plan feature, as scheduling has none.
    { plugin: stationsRoutes, apiKey: "equipment" },
  ],
  tables: { equipment, maintenanceRecords, stations, apparatusPositions },
  audited: {
    equipment: "Equipment",
    maintenance_records: "Maintenance record",
    stations: "Station",
    apparatus_positions: "Riding position",
  },
  live: {
    equipment: ["/api/equipment", "/api/dashboard", "/api/board", "/api/stations"],
    maintenance_records: ["/api/equipment", "/api/dashboard"],
    stations: ["/api/stations", "/api/equipment", "/api/board", "/api/shifts"],
    apparatus_positions: ["/api/equipment", "/api/board"],
  },
  seed: equipmentSeed,
};
