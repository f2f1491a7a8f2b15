import type { NerisField, NerisFieldContext } from "./field-paths";
import type { IncidentFormApi } from "./form-types";
import { NerisCheck } from "./neris-check";
import { AddressSection, IncidentTypesSection, PeopleSection } from "./neris-fields";
import { ActionsSection, AidSection, DispatchSection, UnitsSection } from "./neris-response";
import { NerisTypeModules } from "./type-modules";

type NerisPartProps = {
  form: IncidentFormApi;
  /** The saved report, whose NERIS check is shown; none while it is being created. */
  incidentId: string | undefined;
  /** The chosen apparatus, in the order of the form's unit times (by name). */
  units: readonly { id: string; name: string; hint?: string }[];
  /** How the check names the saved report's fields. */
  context: NerisFieldContext;
  onGoTo: (field: NerisField) => void;
};

/**
 * The incident form's NERIS part: the check of the saved report, then what NERIS needs beyond the NFIRS
 * data (further types, the address in parts, people, dispatch, each unit's times, actions, aid) and the
 * modules the chosen types need.
 */
export function NerisPart({ form, incidentId, units, context, onGoTo }: NerisPartProps) {
  const primary = form.watch("nerisIncidentType") ?? "";
  const additional = (form.watch("neris.additional_types") ?? []).filter(
    (t): t is NonNullable<typeof t> => !!t,
  );
  const types = [primary, ...additional].filter(Boolean);
  return (
    <>
      <NerisCheck incidentId={incidentId} context={context} onGoTo={onGoTo} />
      <IncidentTypesSection form={form} primary={primary} />
      <AddressSection form={form} />
      <PeopleSection form={form} />
      <DispatchSection form={form} />
      <UnitsSection form={form} units={units} />
      <ActionsSection form={form} />
      <AidSection form={form} />
      <NerisTypeModules form={form} types={types} />
    </>
  );
}
