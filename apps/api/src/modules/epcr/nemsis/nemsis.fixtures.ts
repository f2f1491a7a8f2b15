/**
 * Complete reports and an agency for the NEMSIS tests: a chest pain with a 12-lead, aspirin and
 * nitroglycerin; a cardiac arrest with CPR, defibrillation and return of circulation; a refusal with no
 * transport. Codes are the XSDs'; ICD-10, RxNorm and SNOMED codes are common EMS ones.
 */
import type { CodeOf, NemsisAgency } from "@rollcall/shared/epcr/report";
import type { EmsExportReport } from "./ems-dataset";

export const agencyFixture: NemsisAgency = {
  stateId: "NC-0427",
  number: "0427",
  name: "Riverbend Fire and Rescue",
  state: "37",
  serviceArea: [{ state: "37", counties: ["37183"], zips: ["27601", "27603"] }],
  serviceType: "9920001", // 911 Response (Scene) with Transport Capability
  levelOfService: "9917007", // Paramedic
  organizationStatus: "1016001", // Mixed
  organizationalType: "9912001", // Fire Department
  taxStatus: "1018003", // Other (Government)
  fireDepartmentId: "92001",
  configuration: {
    procedures: [
      { level: "9917005", codes: ["268400002", "89666000", "57485005"] }, // EMT: 12-lead, CPR, oxygen
      { level: "9917007", codes: ["268400002", "89666000", "426220008", "392230005", "112798008"] },
    ],
    medications: [
      { level: "9917005", codes: ["1191", "7806"] }, // EMT: aspirin, oxygen
      { level: "9917007", codes: ["1191", "4917", "3992", "703", "7806"] },
    ],
    protocols: ["9914001", "9914017", "9914019"],
    emd: "1213003",
  },
  vehicles: [
    {
      id: "8e6f3d1c-2f43-4f7e-9a55-6a0f2f6f5a01",
      number: "M12",
      callSign: "Medic 12",
      type: "1404001",
      crewLevels: ["9917007"],
      modelYear: 2022,
    },
    {
      id: "8e6f3d1c-2f43-4f7e-9a55-6a0f2f6f5a02",
      number: "E3",
      callSign: "Engine 3",
      type: "1404007",
      modelYear: 2019,
    },
  ],
  personnel: [
    {
      id: "P-1001",
      lastName: "Alvarez",
      firstName: "Maria",
      licenseNumber: "P-1001",
      licenseLevel: "9925007",
      practiceLevel: "9925007",
    },
    {
      id: "E-2002",
      lastName: "Chen",
      firstName: "David",
      licenseNumber: "E-2002",
      licenseLevel: "9925005",
      practiceLevel: "9925005",
    },
    {
      id: "A-3003",
      lastName: "Okafor",
      firstName: "Grace",
      licenseNumber: "A-3003",
      licenseLevel: "9925001",
      practiceLevel: "9925001",
    },
  ],
  facilities: [
    {
      id: "h1",
      type: "1701005",
      name: "Riverbend General Hospital",
      code: "RGH",
      designations: ["9908021", "9908033"],
      street: "100 Main Street",
      city: "2404590",
      state: "37",
      zip: "27601",
      county: "37183",
    },
    {
      id: "h2",
      type: "1701005",
      name: "St. Anne Medical Center",
      code: "SAMC",
      designations: ["9908007"],
      city: "2404590",
      state: "37",
      zip: "27603",
      county: "37183",
    },
  ],
};

const NA = { not: "7701001" } as const;

/** Drawn signatures (160 by 48 px grayscale PNGs), as the signature pad saves them. */
export const SIGNATURE_IMAGES = {
  patient:
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAAAAACzwi6yAAABJElEQVR42u3YWQ6DMAwE0DnE3P+qVGpVscVb4oi0Mj9IVKQPO3EM2BY/UMACFrCABfxxID/HskDyYSFs335aE3g6rwbcXY8J4Ujw9mSS4QugFsK5dDh9omP2Kh8FcnYdgtfXFn5l84QBYEO4u4aFUhZUoEPMnKVCcarAH8DbpfNwA8KvrEWEP4ANEcUfe7N7M2KLVLdLYWRKPWw86OECpIiJVU8OWJ/QGAjxsiwmlEap9PqEOXgFdvRf0kWFaM5cdOy8cjy0sDIQdBOo3RfKF6mO6lj5yO3+GpVSLkyuyoTk/lkFXcCuyonkNxA9pbeaHG0W3veM7ftW/8BDFDx/g/S34OO+GusLXO1WQu9pAkJRmPLpI7PFro9HBSxgAQtYwD8HvgDULg6Qd8eh4gAAAABJRU5ErkJggg==",
  crew: "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAAAAACzwi6yAAABdklEQVR42u2Ya27EIAyEOcTc/6qu1BdJmRk77GZFW/IjWqINfLE9tqHF4lfbgBtwA27Avw4IYGVAfFzLAuIXAL7fFwEcjPU5XASQePPLgEsAggLGDGAi/Ae8+3Pm3IAMMNNVguGC75mAmPQge1nxBbNqCTDEImqyAxj5H77FKiYVc9oYlIBkuuH5adgH5F3jqwSQhwv9ZLZIf3T6VQ5aDxhScExDfI2DV6GTA+YBEQqQeDCMG1K+CRfTTDOEPbyPBqmJOJgRCbX9WKSQxZDnO+QeEyOy1LGUUCgN+huNtKzKWrko0BXKfDE6ACai+rhdaY1wRYMmhkWqOlkUSTfDC0I5izmRccsDvFg2Z4BpQkiRlQom0n6QV08OiJIBQ7cS17edUmBi1VrDhrkuqRXyFwxgSJQbNu7cB65c0VKAuwGNy2nkc8CXHn30JVlLHHBJ+EVnM71f5vV+gcMjIcLnBtxj+2JXAZY+fruVbx9gbsANuAH/PeAb8jbzti7ugBIAAAAASUVORK5CYII=",
  staff:
    "data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAKAAAAAwCAAAAACzwi6yAAABFklEQVR42u3XURKDIAwEUA6R+1+VTjtTsWZ3CR2t/Vh/HA2YZ4pAW//zoxlooIEGGmiggQauAeN13AY6pm8wfhsxZ2+gwXaCnc+EoNvjBIAjkrqL0nK57pBC251dKAGzdV/aDhJSunKgZ+2uCfCjw/FClbajUTF3BMnBvuJctGJplwPwWXiUNPEGqOLgqdFnrbgjSA4G7BhIa5N/pIojJt8FAeKvHobYa/N68EKxHFVgwMhUHnUHy3EEwhbvWZuUNuioYAEyGRWApMHzNplq1ahYCdAcVSArrZDHmkMuoQMoFs36YiocE+C3+0Had3H5lQ61BZluWFVpl+RXAVVtzwr8eMt/7mbXf5oMNNBAAw000EADLz0en2PKk2a9n5AAAAAASUVORK5CYII=",
} as const;

/** Parts every 911 call of the fixtures shares (a day of November 2026, 10:00 to 11:05). */
export function call(day: string, number: string): EmsExportReport {
  const t = (hm: string) => `2026-11-${day.padStart(2, "0")}T${hm}:00-05:00`;
  return {
    id: "",
    pcrNumber: `2026-${number}`,
    response: {
      incidentNumber: { value: `26-${number}` },
      responseNumber: { value: `R-${number}` },
      serviceType: "2205001",
      transportCapability: "2207015",
      dispatchDelays: { values: ["2208013"] },
      responseDelays: { values: ["2209011"] },
      sceneDelays: { values: ["2210017"] },
      transportDelays: { values: ["2211011"] },
      turnAroundDelays: { values: ["2212015"] },
      vehicleId: agencyFixture.vehicles[0].id,
      responseMode: "2223001",
      responseModeDescriptors: { values: ["2224015"] },
    },
    dispatch: { reason: "2301021", emdPerformed: { value: "2302003" } },
    crew: [
      { memberId: "P-1001", level: "9925007", roles: ["2403011", "2403013"] },
      { memberId: "E-2002", level: "9925005", roles: ["2403001", "2403003"] },
    ],
    times: {
      psapCall: { value: t("10:00") },
      dispatchNotified: t("10:00"),
      unitNotified: t("10:01"),
      enRoute: { value: t("10:02") },
      onScene: { value: t("10:09") },
      atPatient: { value: t("10:10") },
      leftScene: { value: t("10:30") },
      atDestination: { value: t("10:42") },
      destinationTransferOfCare: { value: t("10:50") },
      backInService: t("11:05"),
    },
    patient: {
      lastName: { value: "Doe" },
      firstName: { value: "John" },
      street: "12 Oak Lane",
      city: "2404590",
      county: { value: "37183" },
      state: { value: "37" },
      zip: { value: "27601" },
      country: "US",
      race: { values: ["2514011"] },
      age: { value: 64 },
      ageUnits: { value: "2516009" },
      dateOfBirth: { value: "1962-03-14" },
      sex: { value: "9919003" },
      weightKg: { value: 92 },
    },
    primaryPayment: { value: "2601005" },
    serviceLevel: { value: "2650003" },
    scene: {
      firstUnitOnScene: { value: "9923003" },
      patientCount: { value: "2707005" },
      massCasualty: { value: "9923001" },
      triage: NA,
      locationType: { value: "Y92.009" },
      street: { value: "12 Oak Lane" },
      city: { value: "2404590" },
      state: { value: "37" },
      zip: { value: "27601" },
      county: { value: "37183" },
    },
    history: {
      barriers: { values: ["3101009"] },
      medicationAllergies: { pn: "8801013" },
      medicalHistory: { values: ["I10", "E11.9"] },
      medications: [{ code: { value: "6809" }, dose: 500, doseUnit: "3114029", route: "9927035" }],
      alcoholDrugUse: { pn: "8801015" },
    },
    protocols: { values: ["9914001"] },
    disposition: {
      facilityId: "h1",
      patientsTransported: { value: 1 },
      unitDisposition: "4227001",
      patientEvaluationCare: { value: "4228001" },
      crewDisposition: { value: "4229001" },
      transportDisposition: { value: "4230001" },
      transportMethod: { value: "4216005" },
      transportMode: { value: "4217001" },
      transportModeDescriptors: { values: ["4218011"] },
      finalAcuity: { value: "4219003" },
      destinationReasons: { values: ["4220001"] },
      destinationType: { value: "4221003" },
      inpatientDestination: NA,
      hospitalCapability: { values: ["9908033"] },
      activations: [{ activation: { value: "4224001" }, at: NA }],
      levelOfCare: { value: "4232005" },
    },
    reportWriterId: "P-1001",
  };
}

type Signature = NonNullable<EmsExportReport["signatures"]>[number];

/**
 * The signatures of a transported patient: the patient (or who signs for them, or why nobody could), the
 * paramedic handing over, and the nurse taking the patient.
 */
export function signatures(
  patient: Signature,
  handover: string,
  nurse: [last: string, first: string],
): Signature[] {
  return [
    patient,
    {
      signerType: "4512003",
      reasons: ["4513007"],
      status: "4515031",
      image: SIGNATURE_IMAGES.crew,
      signedAt: handover,
      lastName: "Alvarez",
      firstName: "Maria",
    },
    {
      signerType: "4512005",
      reasons: ["4513007"],
      status: "4515031",
      image: SIGNATURE_IMAGES.staff,
      signedAt: handover,
      lastName: nurse[0],
      firstName: nurse[1],
    },
  ];
}
export const patientSigned = (at: string, last: string, first: string): Signature => ({
  signerType: "4512015",
  reasons: ["4513001", "4513003", "4513019"],
  status: "4515031",
  image: SIGNATURE_IMAGES.patient,
  signedAt: at,
  lastName: last,
  firstName: first,
});

/** The Glasgow Coma Scale's parts, their total and the AVPU that goes with them. */
export const gcs = (
  eye: CodeOf<"eVitals.19">,
  verbal: CodeOf<"eVitals.20">,
  motor: CodeOf<"eVitals.21">,
  avpu: CodeOf<"eVitals.26">,
) => ({
  gcsEye: { value: eye },
  gcsVerbal: { value: verbal },
  gcsMotor: { value: motor },
  gcsTotal: { value: Number(eye) + Number(verbal) + Number(motor) },
  avpu: { value: avpu },
});
/** A patient who does not respond: no pain score and no stroke scale (Unable to Complete). */
export const UNRATED = {
  pain: { pn: "8801023" },
  strokeScaleResult: { pn: "8801023" },
  strokeScaleType: { not: "7701001" },
} as const;

/** A set of vitals: a stable adult on a 5-lead monitor, with what `over` changes. */
export const vitals = (at: string, over: Record<string, unknown> = {}) => ({
  takenAt: { value: at },
  priorToCare: { value: "9923001" as const },
  cardiacRhythm: { values: ["9901047" as const] },
  ecgType: { value: "3304005" as const },
  ecgMethod: { values: ["3305003" as const] },
  sbp: { value: 150 },
  dbp: { value: 92 },
  bpMethod: { value: "3308005" as const },
  heartRate: { value: 96 },
  spo2: { value: 95 },
  respiratoryRate: { value: 18 },
  etco2: { value: 36 },
  glucose: { value: 132 },
  gcsEye: { value: "4" as const },
  gcsVerbal: { value: "5" as const },
  gcsMotor: { value: "6" as const },
  gcsQualifier: { values: ["3322003" as const] },
  gcsTotal: { value: 15 },
  avpu: { value: "3326001" as const },
  pain: { value: 7 },
  strokeScaleResult: { value: "3329001" as const },
  strokeScaleType: { value: "3330001" as const },
  reperfusionChecklist: NA,
  ...over,
});

const base = (day: string, number: string) => call(day, number);

const chestPainCall = base("7", "0101");
export const chestPainReport: EmsExportReport = {
  ...chestPainCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c01",
  patient: { ...chestPainCall.patient, lastName: { value: "Fischer" }, firstName: { value: "Raymond" } },
  situation: {
    symptomOnset: { value: "2026-11-07T09:40:00-05:00" },
    possibleInjury: { value: "9922001" },
    complaints: [{ type: "2803001", text: "Chest pain", duration: 20, durationUnits: "2806003" }],
    anatomicLocation: { value: "2807005" },
    organSystem: { value: "2808003" },
    primarySymptom: { value: "R07.9" },
    otherSymptoms: { values: ["R06.02", "R11.0"] },
    primaryImpression: { value: "I21.9" },
    secondaryImpressions: NA,
    acuity: { value: "2813003" },
    lastKnownWell: { value: "2026-11-07T09:40:00-05:00" },
    interfacilityReason: NA,
  },
  vitals: [
    vitals("2026-11-07T10:12:00-05:00", {
      ecgType: { value: "3304007" },
      cardiacRhythm: { values: ["9901053"] },
    }),
    vitals("2026-11-07T10:25:00-05:00", { sbp: { value: 138 }, pain: { value: 4 } }),
    vitals("2026-11-07T10:38:00-05:00", {
      cardiacRhythm: { values: ["9901053"] },
      sbp: { value: 132 },
      dbp: { value: 84 },
      heartRate: { value: 88 },
      spo2: { value: 97 },
      glucose: { not: "7701003" },
      pain: { value: 3 },
    }),
  ],
  exam: { assessments: [{ assessedAt: "2026-11-07T10:13:00-05:00", skin: ["3504021"] }] },
  procedures: [
    {
      performedAt: { value: "2026-11-07T10:12:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "268400002" }, // 12 lead electrocardiogram
      attempts: { value: 1 },
      successful: { value: "9923003" },
      complications: { values: ["3907033"] },
      response: { value: "9916003" },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
  ],
  medications: [
    {
      givenAt: { value: "2026-11-07T10:14:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "1191" }, // aspirin
      route: { value: "9927035" },
      dose: { value: 324 },
      doseUnit: { value: "3706021" },
      response: { value: "9916003" },
      complications: { values: ["3708031"] },
      crewMemberId: "E-2002",
      performerLevel: { value: "9905005" },
    },
    {
      givenAt: { value: "2026-11-07T10:18:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "4917" }, // nitroglycerin
      route: { value: "9927047" },
      dose: { value: 0.4 },
      doseUnit: { value: "3706021" },
      response: { value: "9916001" },
      complications: { values: ["3708031"] },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
  ],
  arrest: { status: { value: "3001001" } },
  disposition: {
    ...chestPainCall.disposition,
    activations: [{ activation: { value: "4224013" }, at: { value: "2026-11-07T10:16:00-05:00" } }],
  },
  narrative:
    "64 y/o male, substernal chest pressure for 20 minutes radiating to the left arm, began at rest; " +
    "nauseated, short of breath, diaphoretic. Denies trauma and recent illness. 12-lead at 10:12: ST " +
    "elevation II, III, aVF with reciprocal changes, inferior STEMI; STEMI alert to Riverbend General at 10:16 " +
    "with the ECG transmitted. Aspirin 324 mg chewed, nitroglycerin 0.4 mg SL with pain 7 to 4/10, then 3/10 " +
    "en route; no hypotension. Transported emergent to the cath lab team waiting at the ED.",
  signatures: signatures(
    patientSigned("2026-11-07T10:28:00-05:00", "Fischer", "Raymond"),
    "2026-11-07T10:50:00-05:00",
    ["Nguyen", "Lisa"],
  ),
};

const arrestCall = base("8", "0102");
export const cardiacArrestReport: EmsExportReport = {
  ...arrestCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c02",
  scene: {
    ...arrestCall.scene,
    locationType: { value: "Y92.129" }, // nursing home
    street: { value: "300 Willow Bend Road" },
    apartment: { value: "214" },
  },
  dispatch: { reason: "2301019", emdPerformed: { value: "2302003" } },
  crew: [...(arrestCall.crew ?? []), { memberId: "A-3003", level: "9925001", roles: ["2403007"] }],
  patient: {
    ...arrestCall.patient,
    lastName: { value: "Jennings" },
    firstName: { value: "Harold" },
    street: "300 Willow Bend Road, Room 214",
    weightKg: { value: 80 },
    age: { value: 78 },
    dateOfBirth: { value: "1948-05-02" },
  },
  situation: {
    symptomOnset: { value: "2026-11-08T09:58:00-05:00", pn: "8801029" },
    possibleInjury: { value: "9922001" },
    complaints: [{ type: "2803001", text: "Unresponsive, not breathing" }],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808003" },
    primarySymptom: { value: "R09.2" }, // respiratory arrest
    otherSymptoms: NA,
    primaryImpression: { value: "I46.9" }, // cardiac arrest, cause unspecified
    secondaryImpressions: NA,
    acuity: { value: "2813001" },
    lastKnownWell: { value: "2026-11-08T09:55:00-05:00" },
    interfacilityReason: NA,
  },
  arrest: {
    status: { value: "3001003" },
    etiology: { value: "3002001" },
    resuscitationAttempted: { values: ["3003001", "3003003", "3003005"] },
    witnessedBy: { values: ["3004005"] },
    aedPriorUse: { value: "3007001" },
    cprTypes: { values: ["3009001", "3009013"] },
    firstRhythm: { value: "3011011" },
    rosc: { values: ["3012005"] },
    arrestAt: { value: "2026-11-08T09:58:00-05:00", pn: "8801029" },
    resuscitationDiscontinuedAt: NA,
    discontinuedReason: { value: "3016011" },
    rhythmAtDestination: { values: ["9901049"] },
    endOfEvent: { value: "3018007" },
    initialCprAt: "2026-11-08T09:59:00-05:00",
    whoInitiatedCpr: { value: "3020005" },
    whoAppliedAed: { value: "3021013" },
    whoDefibrillated: { value: "3022013" },
  },
  vitals: [
    vitals("2026-11-08T10:11:00-05:00", {
      cardiacRhythm: { values: ["9901067"] },
      ecgType: { value: "3304000" },
      sbp: { pn: "8801023" },
      dbp: { pn: "8801023" },
      bpMethod: NA,
      heartRate: { value: 0 },
      spo2: { pn: "8801023" },
      respiratoryRate: { value: 0 },
      etco2: { value: 18 },
      glucose: { pn: "8801023" },
      ...gcs("1", "1", "1", "3326007"),
      ...UNRATED,
    }),
    vitals("2026-11-08T10:24:00-05:00", {
      cardiacRhythm: { values: ["9901049"] },
      sbp: { value: 96 },
      dbp: { value: 60 },
      heartRate: { value: 112 },
      spo2: { value: 93 },
      respiratoryRate: { value: 12 },
      ...gcs("1", "1", "2", "3326005"),
      gcsQualifier: { values: ["3322009"] },
      ...UNRATED,
      glucose: { value: 180 },
    }),
    vitals("2026-11-08T10:36:00-05:00", {
      cardiacRhythm: { values: ["9901049"] },
      sbp: { value: 108 },
      dbp: { value: 68 },
      heartRate: { value: 104 },
      spo2: { value: 96 },
      respiratoryRate: { value: 14 },
      etco2: { value: 38 },
      ...gcs("1", "1", "2", "3326005"),
      gcsQualifier: { values: ["3322009"] },
      ...UNRATED,
      glucose: { not: "7701003" },
    }),
  ],
  procedures: [
    {
      performedAt: { value: "2026-11-08T10:10:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "89666000" }, // cardiopulmonary resuscitation
      attempts: { value: 1 },
      successful: { value: "9923003" },
      complications: { values: ["3907033"] },
      response: { value: "9916001" },
      crewMemberId: "E-2002",
      performerLevel: { value: "9905005" },
    },
    {
      performedAt: { value: "2026-11-08T10:12:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "426220008" }, // external ventricular defibrillation
      attempts: { value: 2 },
      successful: { value: "9923003" },
      complications: { values: ["3907033"] },
      response: { value: "9916001" },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
    {
      performedAt: { value: "2026-11-08T10:14:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "112798008" }, // insertion of endotracheal tube
      size: "7.5",
      attempts: { value: 1 },
      successful: { value: "9923003" },
      complications: { values: ["3907033"] },
      response: { value: "9916003" },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
  ],
  airway: {
    indications: { values: ["4001005"] },
    confirmations: [
      {
        confirmedAt: { value: "2026-11-08T10:15:00-05:00" },
        device: { value: "4003003" },
        methods: { values: ["4004019", "4004001"] },
      },
    ],
    complications: { pn: "8801015" },
  },
  medications: [
    {
      givenAt: { value: "2026-11-08T10:16:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "3992" }, // epinephrine
      route: { value: "9927021" },
      dose: { value: 1 },
      doseUnit: { value: "3706021" },
      response: { value: "9916003" },
      complications: { values: ["3708031"] },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
    {
      givenAt: { value: "2026-11-08T10:18:00-05:00" },
      priorToCare: { value: "9923001" },
      code: { value: "703" }, // amiodarone
      route: { value: "9927021" },
      dose: { value: 300 },
      doseUnit: { value: "3706021" },
      response: { value: "9916001" },
      complications: { values: ["3708031"] },
      crewMemberId: "P-1001",
      performerLevel: { value: "9905007" },
    },
  ],
  protocols: { values: ["9914017", "9914019"] },
  disposition: {
    ...arrestCall.disposition,
    finalAcuity: { value: "4219001" },
    activations: [{ activation: { value: "4224005" }, at: { value: "2026-11-08T10:30:00-05:00" } }],
    levelOfCare: { value: "4232005" },
  },
  narrative:
    "Witnessed arrest, staff CPR. 78 y/o male resident collapsed in his room at the senior living about 09:58 " +
    "in front of a care aide; the nurse began compressions at once. Pulseless and apneic on arrival, CPR " +
    "taken over by the crew, pads on: ventricular fibrillation, shocked twice, ETT 7.5 placed and confirmed by " +
    "waveform capnography and auscultation, epinephrine 1 mg and amiodarone 300 mg IO. ROSC at 10:20: sinus " +
    "tachycardia, BP 96/60, ETCO2 38 en route. Cardiac arrest alert at 10:30; transported emergent, ventilated " +
    "by BVM on the tube, to Riverbend General. Care handed to the ED team with pulses.",
  signatures: [
    {
      signerType: "4512003", // the primary care provider, with the drawn signature
      reasons: ["4513007"],
      status: "4515031",
      image: SIGNATURE_IMAGES.crew,
      signedAt: "2026-11-08T10:50:00-05:00",
      lastName: "Alvarez",
      firstName: "Maria",
    },
    {
      signerType: "4512015",
      reasons: ["4513003"],
      status: "4515023", // not signed: unconscious
      lastName: "Jennings",
      firstName: "Harold",
    },
    {
      signerType: "4512005",
      reasons: ["4513007"],
      status: "4515031",
      image: SIGNATURE_IMAGES.staff,
      signedAt: "2026-11-08T10:50:00-05:00",
      lastName: "Nguyen",
      firstName: "Lisa",
    },
  ],
};

const refusalCall = base("9", "0103");
export const refusalReport: EmsExportReport = {
  ...refusalCall,
  id: "2a4f0f64-1a51-4c8e-8f0b-1b0e4a6e9c03",
  patient: {
    ...refusalCall.patient,
    lastName: { value: "Pike" },
    firstName: { value: "Gerald" },
    street: "19 Maple Ridge Drive",
  },
  scene: { ...refusalCall.scene, street: { value: "19 Maple Ridge Drive" } },
  dispatch: { reason: "2301033", emdPerformed: { value: "2302001" } },
  times: {
    ...refusalCall.times,
    leftScene: { value: "2026-11-09T10:25:00-05:00" },
    atDestination: NA,
    destinationTransferOfCare: NA,
  },
  response: { ...refusalCall.response, sceneDelays: { values: ["2210017"] } },
  situation: {
    symptomOnset: { value: "2026-11-09T09:50:00-05:00", pn: "8801029" },
    possibleInjury: { value: "9922005" },
    complaints: [{ type: "2803001", text: "Fall from standing, no complaints" }],
    anatomicLocation: { value: "2807011" },
    organSystem: { value: "2808015" },
    primarySymptom: NA,
    otherSymptoms: NA,
    primaryImpression: { value: "Z04.3" }, // examination and observation following an accident
    secondaryImpressions: NA,
    acuity: { value: "2813005" },
    lastKnownWell: NA,
    interfacilityReason: NA,
  },
  injury: {
    causes: { values: ["W19.XXXA"] }, // unspecified fall, initial encounter
    highRiskCriteria: NA,
    moderateRiskCriteria: NA,
  },
  arrest: { status: { value: "3001001" } },
  vitals: [
    vitals("2026-11-09T10:12:00-05:00", { pain: { value: 0 } }),
    vitals("2026-11-09T10:17:00-05:00", {
      sbp: { value: 146 },
      dbp: { value: 90 },
      heartRate: { value: 90 },
      glucose: { not: "7701003" },
      pain: { value: 0 },
    }),
    vitals("2026-11-09T10:22:00-05:00", {
      sbp: { value: 144 },
      dbp: { value: 88 },
      heartRate: { value: 88 },
      glucose: { not: "7701003" },
      pain: { value: 0 },
    }),
  ],
  primaryPayment: { value: "2601007" },
  serviceLevel: NA,
  disposition: {
    unitDisposition: "4227001",
    patientEvaluationCare: { value: "4228003" },
    crewDisposition: { value: "4229013" },
    transportDisposition: { value: "4230009" },
    refusalReasons: ["4231001"],
    patientsTransported: NA,
    transportMethod: NA,
    transportMode: NA,
    transportModeDescriptors: NA,
    finalAcuity: { value: "4219005" },
    destinationReasons: NA,
    destinationType: NA,
    inpatientDestination: NA,
    hospitalCapability: NA,
    activations: [{ activation: NA, at: NA }],
    instructions: ["4226001"],
    levelOfCare: { value: "4232001" },
  },
  narrative:
    "64 y/o male tripped over a garden hose about 09:50 and sat down hard; a neighbour called 911. Found " +
    "sitting on the porch step, alert and oriented x4. No head strike, no loss of consciousness, no neck or " +
    "back pain, denies dizziness or chest pain before the fall. No deformity or tenderness, moves all " +
    "extremities, walks without difficulty. Three sets of vitals unremarkable for him, BGL 132. Advised " +
    "transport for evaluation given his age and diabetes; he understood the risks explained and refused " +
    "transport against medical advice. Told to call 911 for any pain, dizziness or headache.",
  signatures: [
    {
      signerType: "4512015",
      reasons: ["4513009", "4513021"],
      status: "4515031",
      image: SIGNATURE_IMAGES.patient,
      signedAt: "2026-11-09T10:20:00-05:00",
      lastName: "Pike",
      firstName: "Gerald",
    },
    {
      signerType: "4512003",
      reasons: ["4513021"],
      status: "4515031",
      image: SIGNATURE_IMAGES.crew,
      signedAt: "2026-11-09T10:21:00-05:00",
      lastName: "Alvarez",
      firstName: "Maria",
    },
  ],
};

export const reportFixtures = [chestPainReport, cardiacArrestReport, refusalReport];
