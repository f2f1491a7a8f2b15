/**
 * A member's NEMSIS EMS level from the names of their certifications ("EMT", "Paramedic", "NREMT-P",
 * "Advanced EMT"), in NEMSIS's two code lists for it: MemberLevel (dPersonnel.24 and .38, eCrew.02) and
 * StateCertificationLicensureLevels (what the agency staffs: dConfiguration.06, dAgency.11, dVehicle.05). The
 * highest level a member holds wins; a certification no pattern names is no EMS level.
 */
export type EmsLevel = {
  /** StateCertificationLicensureLevels (dConfiguration.06, dAgency.11, dVehicle.05). */
  stateLevel: string;
  /** MemberLevel (dPersonnel.24 and .38, eCrew.02). */
  memberLevel: string;
  label: string;
};

/** Highest first: the first pattern a certification matches is its level. */
const LEVELS: readonly (EmsLevel & { pattern: RegExp })[] = [
  {
    pattern: /critical care paramedic|\bccp\b|flight paramedic/i,
    stateLevel: "9917021",
    memberLevel: "9925033",
    label: "Critical Care Paramedic",
  },
  {
    pattern: /community paramedic/i,
    stateLevel: "9917023",
    memberLevel: "9925035",
    label: "Community Paramedicine",
  },
  {
    pattern: /paramedic|\bemt-?p\b|\bnrp\b|nremt-?p/i,
    stateLevel: "9917007",
    memberLevel: "9925007",
    label: "Paramedic",
  },
  {
    pattern: /\bemt-?i\b|intermediate/i,
    stateLevel: "9917002",
    memberLevel: "9925002",
    label: "Emergency Medical Technician - Intermediate",
  },
  {
    pattern: /\baemt\b|advanced emt|advanced emergency medical/i,
    stateLevel: "9917001",
    memberLevel: "9925001",
    label: "Advanced Emergency Medical Technician (AEMT)",
  },
  {
    pattern: /\bemt\b|emt-?b\b|emergency medical technician|nremt/i,
    stateLevel: "9917005",
    memberLevel: "9925005",
    label: "Emergency Medical Technician (EMT)",
  },
  {
    pattern: /\bemr\b|emergency medical responder|first responder/i,
    stateLevel: "9917003",
    memberLevel: "9925003",
    label: "Emergency Medical Responder (EMR)",
  },
];

const rank = (name: string) => LEVELS.findIndex((l) => l.pattern.test(name));

/** The highest EMS level among the certification names; null when none is one. */
export function emsLevelOf(certificationNames: Iterable<string>): EmsLevel | null {
  let best = -1;
  for (const name of certificationNames) {
    const r = rank(name);
    if (r >= 0 && (best < 0 || r < best)) best = r;
  }
  if (best < 0) return null;
  const { pattern: _pattern, ...level } = LEVELS[best];
  return level;
}

/** Whether this certification name is an EMS level (its holder is EMS personnel). */
export const isEmsCertification = (name: string) => rank(name) >= 0;
