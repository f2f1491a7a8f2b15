/**
 * Where a NERIS payload path ("dispatch.unit_responses.0.on_scene", "fire_suppression") lives on the incident
 * form, and what a member calls it, so the validation's and a refusal's messages land on their fields.
 */
export type NerisField = {
  /** The form field the path belongs to (react-hook-form name), or null when no field holds it. */
  formPath: string | null;
  /** The field as the form labels it, with its section: "Dispatch › Unit 1 on scene". */
  label: string;
};

export function nerisField(path: string): NerisField {
  return { formPath: null, label: path };
}
