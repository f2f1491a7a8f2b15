import { type ReactNode, useEffect } from "react";
import { HeadingScope } from "@/components/ui/heading";
import type { IncidentFormApi } from "./form-types";
import { FireAlarmSection, OtherAlarmSection, SmokeAlarmSection } from "./modules/alarms";
import { CasualtiesSection } from "./modules/casualties";
import type { NerisModuleKey } from "./modules/draft";
import { ExposuresSection } from "./modules/exposures";
import { FireSection } from "./modules/fire";
import { CsstHazardSection, MedicalOxygenSection } from "./modules/hazards";
import { HazsitSection } from "./modules/hazsit";
import { MedicalSection } from "./modules/medical";
import { ALL_MODULES, modulesForTypes } from "./modules/needs";
import { CookingSuppressionSection, FireSuppressionSection } from "./modules/suppression";

type Props = { form: IncidentFormApi; types: readonly string[] };

const SECTIONS: Record<NerisModuleKey, (props: Props) => ReactNode> = {
  fire_detail: FireSection,
  smoke_alarm: SmokeAlarmSection,
  fire_alarm: FireAlarmSection,
  other_alarm: OtherAlarmSection,
  fire_suppression: FireSuppressionSection,
  cooking_fire_suppression: CookingSuppressionSection,
  csst_hazard: CsstHazardSection,
  medical_oxygen_hazard: MedicalOxygenSection,
  medical_details: MedicalSection,
  hazsit_detail: HazsitSection,
  casualty_rescues: CasualtiesSection,
  exposures: ExposuresSection,
};

/**
 * The NERIS modules the report's incident types need (fire, alarms and suppression for a structure fire, the
 * cooking-fire module, medical, hazardous situation, casualties and rescues, exposures), each a section of the
 * incident form under `neris.<module>`. `types` are the report's NERIS types, the primary one first. A module
 * the types no longer call for is cleared (NERIS refuses a fire module without a fire type).
 */
export function NerisTypeModules({ form, types }: Props) {
  const shown = modulesForTypes(types);
  const key = shown.join();
  useEffect(() => {
    const needed = key.split(",");
    for (const module of ALL_MODULES)
      if (!needed.includes(module) && form.getValues(`neris.${module}`) != null)
        form.setValue(`neris.${module}`, null, { shouldDirty: true });
  }, [form, key]);
  if (!shown.length) return null;
  return (
    <HeadingScope under={2}>
      <div className="grid gap-4">
        {shown.map((module) => {
          const Section = SECTIONS[module];
          return <Section key={module} form={form} types={types} />;
        })}
      </div>
    </HeadingScope>
  );
}
