import type { QueryClient } from "@tanstack/react-query";

/** After any operator change: the agency list and every agency's details. */
export function invalidateUniverse(queryClient: QueryClient) {
  return queryClient.invalidateQueries({ queryKey: ["/api/universe/agencies"] });
}
