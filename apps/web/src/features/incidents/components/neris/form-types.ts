import type { IncidentFormInput, IncidentFormValues } from "@rollcall/shared/incidents";
import type { UseFormReturn } from "react-hook-form";

/** The incident form as its NERIS sections take it: they register fields under `neris.<part>`. */
export type IncidentFormApi = UseFormReturn<IncidentFormInput, unknown, IncidentFormValues>;
