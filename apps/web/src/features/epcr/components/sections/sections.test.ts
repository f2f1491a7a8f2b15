/**
 * Every screen of the report renders (as markup, no browser) with a filled draft: each field finds its element's
 * code list and reasons, entries number themselves, and a field the standard wants is where its missing item
 * links (its id).
 */
import { missingForClose } from "@rollcall/shared/epcr/missing";
import type { PcrContent, PcrReportInput } from "@rollcall/shared/epcr/report";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { createElement, type ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { fieldId } from "../../utils/sections";
import { ReportFormContext } from "../report-form";
import { ArrestSection } from "./arrest-section";
import { CrewSection } from "./crew-section";
import { DispositionSection } from "./disposition-section";
import { ExamSection } from "./exam-section";
import { HistorySection } from "./history-section";
import { InterventionsSection } from "./interventions-section";
import { NarrativeSection } from "./narrative-section";
import { PatientSection } from "./patient-section";
import { ResponseSection } from "./response-section";
import { SignaturesSection } from "./signatures-section";
import { SituationSection } from "./situation-section";
import { VitalsSection } from "./vitals-section";

const content: PcrReportInput = {
  patient: { lastName: { value: "Okafor" }, age: { value: 67, pn: "8801029" }, sex: { value: "9919001" } },
  history: { medicationAllergies: { pn: "8801013" } },
  vitals: [
    { takenAt: { value: "2026-12-07T14:05:00Z" }, sbp: { value: 142 }, heartRate: { value: 96 } },
    { takenAt: { value: "2026-12-07T14:20:00Z" }, sbp: { value: 130 }, heartRate: { not: "7701003" } },
  ],
  medications: [{ code: { value: "7052" } }],
  procedures: [{}],
  arrest: { status: { value: "3001005" } },
  disposition: {
    unitDisposition: "4227001",
    patientEvaluationCare: { value: "4228001" },
    transportDisposition: { value: "4230001" },
  },
  situation: { possibleInjury: { value: "9922005" } },
  scene: { massCasualty: { value: "9923003" } },
  signatures: [{ signerType: "4512015" }],
  narrative: "Chest pain",
};

function render(Screen: () => ReactNode) {
  const form = {
    content,
    set: () => undefined,
    readOnly: false,
    timeZone: "America/New_York",
    crew: [{ id: "m1", name: "Dana Reyes" }],
    errors: {},
  };
  return renderToString(
    createElement(
      QueryClientProvider,
      { client: new QueryClient() },
      createElement(ReportFormContext.Provider, { value: form }, createElement(Screen)),
    ),
  );
}

describe("the report's screens", () => {
  const screens = {
    ResponseSection,
    CrewSection,
    PatientSection,
    SituationSection,
    HistorySection,
    VitalsSection,
    ExamSection,
    InterventionsSection,
    ArrestSection,
    DispositionSection,
    NarrativeSection,
    SignaturesSection,
  };
  const html = Object.values(screens).map(render).join("");

  it("render with a draft's values and the reasons each element allows", () => {
    // Checked as booleans: a failure should not print the whole markup.
    for (const text of [
      'value="Okafor"',
      "No Known Drug Allergy",
      "Remove vitals 2",
      "Remove medication 1",
      "Chest pain",
    ])
      expect(html.includes(text), text).toBe(true);
  });

  it("hold a field for every item Missing before close links to (or its screen)", () => {
    const items = missingForClose(content as PcrContent);
    const unlinked = items.filter(
      (item) => !html.includes(`id="${fieldId(item.element, item.index)}"`) && item.label !== "Vitals",
    );
    expect(unlinked.map((i) => i.element)).toEqual([]);
  });
});
