import {
  pcrAccessLog,
  pcrAddenda,
  pcrComments,
  pcrCrew,
  pcrFacilities,
  pcrReports,
  pcrReviewers,
  pcrSubmissions,
} from "../../db/schema/epcr";
import { nemsisSettings } from "../../db/schema/epcr-settings";
import type { ApiModule } from "../../lib/module";
import { decideReviewersBy } from "../../plugins/auth";
import { isReviewer, logExportAccess } from "./epcr.access";
import { epcrRoutes } from "./epcr.routes";
import { epcrSeed } from "./epcr.seed";
import { nemsisSettingsRoutes } from "./settings/settings.routes";

const REPORT_QUERIES = ["/api/pcr"] as const;

// The session's canReview (the web shows QA by it) is this module's rule, the same the routes apply.
decideReviewersBy(isReviewer);

/** Patient care reports (ePCR) to NEMSIS v3.5.1. */
export const epcrModule: ApiModule = {
  name: "epcr",
  description:
    "Patient care reports (ePCR): drafts from an incident, closing against NEMSIS v3.5.1, addenda, QA review and return, who opened each report; their NEMSIS v3.5.1 exports (EMSDataSet, DEMDataSet).",
  // No API key reaches them: a key has no member to be on the call, and reports open only to their crew.
  routes: [
    { plugin: epcrRoutes, feature: "nfirs" },
    { plugin: nemsisSettingsRoutes, feature: "nfirs" },
  ],
  tables: {
    pcrReports,
    pcrCrew,
    pcrAddenda,
    pcrComments,
    pcrAccessLog,
    pcrReviewers,
    pcrFacilities,
    pcrSubmissions,
    nemsisSettings,
  },
  audited: {
    pcr_reports: "Patient care report",
    pcr_crew: "Patient care report crew",
    pcr_addenda: "Patient care report addendum",
    pcr_comments: "Patient care report QA comment",
    pcr_reviewers: "QA reviewer",
    pcr_facilities: "Facility",
    nemsis_settings: "NEMSIS settings",
  },
  // Left out of the agency data export unless an admin asks for them (the export's `patientCare` option).
  exportOnRequest: {
    pcr_reports: "patient care reports hold patients' health information",
    pcr_addenda: "patient care report addenda hold patients' health information",
    pcr_comments: "QA comments on patient care reports may quote patients' health information",
    pcr_access_log: "who opened which patient care report goes with the reports",
    pcr_submissions: "the state's answers on patient care reports go with the reports",
  },
  onExportOnRequest: logExportAccess,
  live: {
    pcr_reports: REPORT_QUERIES,
    pcr_crew: REPORT_QUERIES,
    pcr_addenda: REPORT_QUERIES,
    pcr_comments: REPORT_QUERIES,
    // The worker's answers from the state: the report and the list show them as they come.
    pcr_submissions: REPORT_QUERIES,
    // A member named or dropped sees QA appear or go without signing in again.
    pcr_reviewers: ["/api/pcr", "/api/user"],
    pcr_facilities: ["/api/pcr/facilities"],
    nemsis_settings: ["/api/pcr/settings"],
  },
  seed: epcrSeed,
};
