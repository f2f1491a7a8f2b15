import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** What the report form reads of an equipment item. */
export type ApparatusChoice = { id: string; name: string; type: string };

type EquipmentItem = ApparatusChoice & { deletedAt?: string | null };

export async function getApparatus(): Promise<ApparatusChoice[]> {
  const items = await apiRequest<EquipmentItem[]>("GET", "/api/equipment");
  // Deleted equipment is never offered for a new pick (units already on a report come with the report).
  return items
    .filter((item) => !item.deletedAt)
    .map(({ id, name, type }) => ({ id, name, type }))
    .sort((a, b) => a.name.localeCompare(b.name, undefined, { numeric: true }));
}

/** The agency's equipment, for the Apparatus choice of the report form. */
export function useApparatus(enabled: boolean) {
  return useQuery({ queryKey: ["/api/equipment", "apparatus-choices"], queryFn: getApparatus, enabled });
}
