import { ROLE_LABELS, type Role } from "@rollcall/shared/roles";
import { Badge } from "@/components/ui/badge";

// Brand tones only: the status colours (green, yellow, red, orange) keep their meaning elsewhere.
const VARIANT = { admin: "default", officer: "info", firefighter: "secondary", emt: "secondary" } as const;

export function RoleBadge({ role }: { role: Role }) {
  return <Badge variant={VARIANT[role]}>{ROLE_LABELS[role]}</Badge>;
}
