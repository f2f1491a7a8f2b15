import { FieldRow } from "@/components/ui/form-fields";
import type { IncidentFormApi } from "../form-types";
import {
  BranchField,
  ChoiceField,
  ChoicesField,
  ListSection,
  NumberField,
  TextInputField,
  useBranch,
  useFieldValue,
  YesNoField,
} from "./fields";

/** The fields only a firefighter's entry has, and only another person's (neris.validate.ts). */
const FIREFIGHTER_ONLY = [
  "rank",
  "years_of_service",
  "casualty.injury_or_noninjury.ff_injury_details",
  "rescue.mayday",
];
const OTHERS_ONLY = ["rescue.presence_known"];

/** Casualties and rescues (casualty_rescues): each person injured, killed or rescued, firefighter or not. */
export function CasualtiesSection({ form }: { form: IncidentFormApi }) {
  return (
    <ListSection
      form={form}
      module="casualty_rescues"
      description="Each person injured, killed or rescued. Leave empty when there was none."
      noun="Person"
    >
      {(at) => <PersonFields at={at} />}
    </ListSection>
  );
}

function PersonFields({ at }: { at: (field: string) => string }) {
  const firefighter = useFieldValue(at("type")) === "FF";
  return (
    <>
      <FieldRow className="*:min-w-0">
        <ChoiceField at={at("type")} label="Person" clears={[...FIREFIGHTER_ONLY, ...OTHERS_ONLY].map(at)} />
        <TextInputField at={at("birth_month_year")} label="Birth month and year" placeholder="MM/YYYY" />
      </FieldRow>
      {firefighter ? (
        <FieldRow className="*:min-w-0">
          <TextInputField at={at("rank")} label="Rank" />
          <NumberField at={at("years_of_service")} label="Years of service" whole={false} />
        </FieldRow>
      ) : null}
      <FieldRow className="*:min-w-0">
        <ChoiceField at={at("gender")} label="Gender" />
        <ChoiceField at={at("race")} label="Race or ethnicity" />
      </FieldRow>
      <Injury at={at("casualty.injury_or_noninjury")} firefighter={firefighter} />
      <Rescue at={at("rescue")} firefighter={firefighter} />
    </>
  );
}

function Injury({ at, firefighter }: { at: string; firefighter: boolean }) {
  const injury = useBranch(at);
  const injured = injury === "INJURED_FATAL" || injury === "INJURED_NONFATAL";
  const ff = `${at}.ff_injury_details`;
  return (
    <>
      <FieldRow className="*:min-w-0">
        <BranchField at={at} label="Injury" />
        {injured ? <ChoiceField at={`${at}.cause`} label="Cause of injury" /> : null}
      </FieldRow>
      {injured && firefighter ? (
        <>
          <FieldRow className="*:min-w-0">
            <TextInputField at={`${ff}.reported_unit_id`} label="Unit" />
            <ChoiceField at={`${ff}.job_classification`} label="Job classification" />
          </FieldRow>
          <FieldRow className="*:min-w-0">
            <YesNoField at={`${ff}.unit_continuity`} label="Stayed with the unit" />
            <YesNoField at={`${ff}.incident_command`} label="Under incident command" />
          </FieldRow>
          <FieldRow columns={3} className="*:min-w-0">
            <ChoiceField at={`${ff}.duty_type`} label="Duty" />
            <ChoiceField at={`${ff}.action_type`} label="Activity when injured" />
            <ChoiceField at={`${ff}.incident_stage`} label="Incident stage" />
          </FieldRow>
          <ChoicesField at={`${ff}.ppe_items`} label="Protective equipment worn" />
        </>
      ) : null}
    </>
  );
}

const FIREFIGHTER_RESCUES = ["EVAC_ASSISTED_BY_FIREFIGHTER", "RESCUED_BY_FF_RIT", "RESCUED_BY_FIREFIGHTER"];

function Rescue({ at, firefighter }: { at: string; firefighter: boolean }) {
  const rescue = `${at}.ffrescue_or_nonffrescue`;
  const byFirefighters = FIREFIGHTER_RESCUES.includes(useBranch(rescue));
  const removal = `${rescue}.removal_or_nonremoval`;
  const fromStructure = useBranch(removal) === "REMOVAL_FROM_STRUCTURE";
  const mayday = useFieldValue(`${at}.mayday.mayday`) === "true";
  return (
    <>
      <FieldRow className="*:min-w-0">
        <BranchField at={rescue} label="Rescue" />
        {firefighter ? null : (
          <ChoiceField at={`${at}.presence_known.presence_known_type`} label="Presence known" />
        )}
      </FieldRow>
      {byFirefighters ? (
        <>
          <div className="grid items-start gap-4 *:min-w-0 md:grid-cols-2">
            <ChoicesField at={`${rescue}.actions`} label="Rescue actions" />
            <ChoicesField at={`${rescue}.impediments`} label="Rescue impediments" />
          </div>
          <BranchField at={removal} label="Removal" />
          {fromStructure ? (
            <>
              <FieldRow className="*:min-w-0">
                <ChoiceField at={`${removal}.room_type`} label="Room" />
                <ChoiceField at={`${removal}.elevation_type`} label="Found" />
              </FieldRow>
              <FieldRow columns={3} className="*:min-w-0">
                <ChoiceField at={`${removal}.rescue_path_type`} label="Rescue path" />
                <ChoiceField
                  at={`${removal}.fire_removal.relative_suppression_time`}
                  label="Removal relative to suppression"
                />
                <YesNoField at={`${removal}.gas_isolation`} label="Gas isolation" />
              </FieldRow>
            </>
          ) : null}
        </>
      ) : null}
      {firefighter ? (
        <FieldRow columns={3} className="*:min-w-0">
          <YesNoField
            at={`${at}.mayday.mayday`}
            label="Mayday"
            clears={[`${at}.mayday.rit_activated`, `${at}.mayday.relative_suppression_time`]}
          />
          {mayday ? <YesNoField at={`${at}.mayday.rit_activated`} label="RIT activated" /> : null}
          {mayday ? (
            <ChoiceField
              at={`${at}.mayday.relative_suppression_time`}
              label="Mayday relative to suppression"
            />
          ) : null}
        </FieldRow>
      ) : null}
    </>
  );
}
