import { isIsoDate } from "@rollcall/shared/compliance";
import type { Projection, ProjectionQuery } from "@rollcall/shared/pay";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export function getProjection(query: ProjectionQuery) {
  const search = new URLSearchParams({ leaveType: query.leaveType, on: query.on });
  if (query.userId) search.set("userId", query.userId);
  return apiRequest<Projection>("GET", `/api/pay/projection?${search}`);
}

/** A member's balance of a type at the end of a day (their own unless a manager names one); asked once both are chosen. */
export function useProjection(query: Partial<ProjectionQuery>) {
  const { leaveType, on, userId } = query;
  const ready = leaveType !== undefined && on !== undefined && isIsoDate(on);
  return useQuery({
    queryKey: ["/api/pay/projection", { leaveType, on, userId }],
    queryFn: () => getProjection({ leaveType: leaveType ?? "vacation", on: on ?? "", userId }),
    enabled: ready,
  });
}
