import type { MailOutbox } from "@rollcall/shared/universe";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api";

export const mailOutboxQueryKey = ["/api/universe/mail-outbox"] as const;

export function getMailOutbox() {
  return apiRequest<MailOutbox>("GET", "/api/universe/mail-outbox");
}

/** Whether the installation sends mail, and what it kept instead (operators only), newest first. */
export function useMailOutbox() {
  return useQuery({ queryKey: mailOutboxQueryKey, queryFn: getMailOutbox });
}
