export const INCIDENT_TYPES = [
  "fire",
  "medical",
  "rescue",
  "hazmat",
  "vehicle",
  "wildfire",
  "false_alarm",
  "assist",
  "inspection",
  "training",
  "other",
] as const;
export type IncidentType = (typeof INCIDENT_TYPES)[number];
export const INCIDENT_TYPE_LABELS: Record<IncidentType, string> = {
  fire: "Structure Fire",
  medical: "Medical Emergency",
  rescue: "Rescue Operation",
  hazmat: "Hazardous Materials",
  vehicle: "Vehicle Accident",
  wildfire: "Wildfire",
  false_alarm: "False Alarm",
  assist: "Mutual Aid",
  inspection: "Fire Inspection",
  training: "Training Exercise",
  other: "Other",
};

export const INCIDENT_PRIORITIES = ["low", "medium", "high", "critical"] as const;
export type IncidentPriority = (typeof INCIDENT_PRIORITIES)[number];

export const INCIDENT_STATUSES = ["draft", "pending", "approved", "completed"] as const;
export type IncidentStatus = (typeof INCIDENT_STATUSES)[number];
