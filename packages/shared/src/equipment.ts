export const EQUIPMENT_TYPES = [
  "engine",
  "ambulance",
  "ladder",
  "rescue",
  "tanker",
  "brush",
  "command",
  "boat",
  "trailer",
  "generator",
  "pump",
  "hose",
  "tool",
  "safety",
  "communication",
  "other",
] as const;
export type EquipmentType = (typeof EQUIPMENT_TYPES)[number];
export const EQUIPMENT_TYPE_LABELS: Record<EquipmentType, string> = {
  engine: "Engine",
  ambulance: "Ambulance",
  ladder: "Ladder",
  rescue: "Rescue",
  tanker: "Tanker",
  brush: "Brush",
  command: "Command",
  boat: "Boat",
  trailer: "Trailer",
  generator: "Generator",
  pump: "Pump",
  hose: "Hose",
  tool: "Tool",
  safety: "Safety",
  communication: "Communication",
  other: "Other",
};

export const EQUIPMENT_STATUSES = ["available", "in_service", "maintenance", "out_of_service"] as const;
export type EquipmentStatus = (typeof EQUIPMENT_STATUSES)[number];
export const EQUIPMENT_STATUS_LABELS: Record<EquipmentStatus, string> = {
  available: "Available",
  in_service: "In Service",
  maintenance: "Maintenance",
  out_of_service: "Out of Service",
};
