import type { IncidentFormInput, IncidentFormValues } from "@rollcall/shared/incidents";
import type { FieldErrors, Resolver } from "react-hook-form";
import { nerisBody, unitTimesBody } from "./form-values";

/** zod's own words for the NERIS shapes' refusals, as a member reads them. */
export function nerisMessage(message: string | undefined): string | undefined {
  if (!message) return message;
  if (message.startsWith("Invalid option")) return "Choose one of the NERIS values";
  if (/expected number/.test(message)) return "Enter a number";
  if (/expected boolean/.test(message)) return "Choose yes or no";
  if (/expected (string|array|object)|received undefined|expected nonoptional/.test(message))
    return "Required by NERIS";
  if (message.startsWith("Unrecognized key")) return "Not a NERIS field";
  if (/Too small: expected number to be >=0|>=0/.test(message)) return "Enter 0 or more";
  if (message.startsWith("Invalid input")) return "Required by NERIS";
  return message;
}

type Node = { message?: string; [key: string]: unknown };

function reword(node: unknown): void {
  if (!node || typeof node !== "object") return;
  const n = node as Node;
  if (typeof n.message === "string") n.message = nerisMessage(n.message);
  for (const [key, child] of Object.entries(n)) if (key !== "ref" && key !== "message") reword(child);
}

/**
 * The incident form's resolver: the NERIS part and the unit times as the API takes them (instants in the
 * agency's zone, numbers, empty parts left out), then the form's zod schema; the NERIS shapes' messages in
 * plain words.
 */
export function nerisResolver(
  resolve: Resolver<IncidentFormInput, unknown, IncidentFormValues>,
  /** The agency's zone when the form is checked (it may load after the form opened). */
  zone: () => string | undefined,
): Resolver<IncidentFormInput, unknown, IncidentFormValues> {
  return async (values, context, options) => {
    const timeZone = zone();
    const body = {
      ...values,
      neris: nerisBody(values.neris, timeZone, values.nerisIncidentType ?? null),
      unitTimes: unitTimesBody(values.unitTimes, timeZone),
    };
    const result = await resolve(body, context, options);
    const errors = result.errors as FieldErrors<IncidentFormInput>;
    reword(errors.neris);
    reword(errors.unitTimes);
    return result;
  };
}
