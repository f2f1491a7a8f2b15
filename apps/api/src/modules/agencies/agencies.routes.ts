import {
  AGENCY_STATUSES,
  AGENCY_TYPES,
  SUBSCRIPTION_STATUSES,
  SUBSCRIPTION_TIERS,
} from "@rollcall/shared/agencies";
import { ROLES } from "@rollcall/shared/users";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { getOwnAgency, listAgencyMembers, listAuditLog } from "./agencies.service";

const agencyParams = z.object({ agencyId: z.uuid() });

const agencyResponse = z.object({
  id: z.string(),
  name: z.string(),
  type: z.enum(AGENCY_TYPES),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  logoUrl: z.string().nullable(),
  primaryColor: z.string(),
  secondaryColor: z.string(),
  subscriptionTier: z.enum(SUBSCRIPTION_TIERS),
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  status: z.enum(AGENCY_STATUSES),
  timeZone: z.string(),
  trialEndsAt: z.date().nullable(),
  subscriptionExpiresAt: z.date().nullable(),
});

const memberResponse = z.object({
  id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  profileImageUrl: z.string().nullable(),
  createdAt: z.date(),
});

const auditEntryResponse = z.object({
  id: z.string(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string().nullable(),
  changeDetails: z.unknown(),
  userId: z.string().nullable(),
  actorName: z.string().nullable(),
  ipAddress: z.string().nullable(),
  createdAt: z.date(),
});

export const agenciesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/agencies/:agencyId",
    { schema: { params: agencyParams, response: { 200: agencyResponse } } },
    async (request) => getOwnAgency(request.scope, request.params.agencyId),
  );

  app.get(
    "/api/agencies/:agencyId/users",
    { schema: { params: agencyParams, response: { 200: z.array(memberResponse) } } },
    async (request) => listAgencyMembers(request.scope, request.params.agencyId),
  );

  // The agency's audit trail (who changed what, when): admins only.
  app.get(
    "/api/agencies/:agencyId/audit-logs",
    {
      config: { access: "admin" },
      schema: {
        params: agencyParams,
        querystring: z.object({ limit: z.coerce.number().int().min(1).max(500).default(100) }),
        response: { 200: z.array(auditEntryResponse) },
      },
    },
    async (request) => listAuditLog(request.scope, request.params.agencyId, request.query.limit),
  );
};
