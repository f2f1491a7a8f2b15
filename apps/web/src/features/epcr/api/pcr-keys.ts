import type { QueryClient } from "@tanstack/react-query";

/** The API's path for reports; query keys start with it, so live updates of its tables refresh them. */
export const PCR_PATH = "/api/pcr";
export const pcrKey = (id: string) => [PCR_PATH, id] as const;
export const pcrUrl = (id: string, ...rest: string[]) =>
  [PCR_PATH, encodeURIComponent(id), ...rest].join("/");

/** After a write: the lists and the report. */
export const invalidatePcr = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: [PCR_PATH] });
