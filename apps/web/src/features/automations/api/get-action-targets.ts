import type { WebhookDto } from "@rollcall/shared/integrations";
import type { Course } from "@rollcall/shared/training";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

/** What a rule's actions may name besides members: courses, equipment and webhooks (each read only when used). */
type Named = { id: string; name: string };

export function useActionCourses(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/training/courses"],
    queryFn: () => apiRequest<Course[]>("GET", "/api/training/courses"),
    enabled,
    select: (courses): Named[] =>
      courses.filter((c) => c.status !== "archived").map((c) => ({ id: c.id, name: c.title })),
  });
}

export function useActionEquipment(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/equipment"],
    queryFn: () => apiRequest<Named[]>("GET", "/api/equipment"),
    enabled,
    select: (items): Named[] => items.map((i) => ({ id: i.id, name: i.name })),
  });
}

export function useActionWebhooks(enabled: boolean) {
  return useQuery({
    queryKey: ["/api/webhooks"],
    queryFn: () => apiRequest<WebhookDto[]>("GET", "/api/webhooks"),
    enabled,
    select: (hooks): Named[] => hooks.map((h) => ({ id: h.id, name: h.url })),
  });
}
