import { SectionCard } from "@/components/ui/section-card";
import { useAgencyTimeZone } from "@/features/agencies";
import { AlertingPreferencesForm } from "@/features/alerting";
import { useUser } from "@/lib/session";

/** Settings → Alerting, for every member: alerting's own preferences form (phone, channels, quiet hours, push). */
export function AlertingCard() {
  const { user } = useUser();
  const { timeZone } = useAgencyTimeZone(user?.agencyId);
  return (
    <SectionCard
      title="Alerting"
      description="How recalls, call-back offers and other alerts reach you when you are away from the app."
    >
      <AlertingPreferencesForm timeZone={timeZone} />
    </SectionCard>
  );
}
