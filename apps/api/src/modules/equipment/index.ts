/**
 * Equipment's public face: what the dashboard, the notification jobs and automation rules read of the
 * apparatus and its maintenance, and scheduling a maintenance. Other code imports this module only from here
 * (modules/registry.ts: the layers).
 */
export {
  availableEquipmentCount,
  equipmentByStatus,
  equipmentNeedingAttention,
  liveEquipmentIds,
  maintenanceDueBy,
  scheduleMaintenance,
} from "./equipment.queries";
export {
  type FleetApparatus,
  type FleetStation,
  loadFleet,
  loadSeats,
  loadStation,
  type SeatRow,
} from "./fleet.queries";
