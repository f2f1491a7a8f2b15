/**
 * CAD (decision 034): POST /api/cad/incidents takes a dispatch centre's NERIS DispatchPayload and opens the
 * incident report of its incident number, or updates the one it opened before. Only an API key calls it, of
 * scope "cad" (or the bare "write"): the module's manifest names the routes' API part "cad", and a member's
 * session is refused here, before the body is read.
 */
import { CAD_INCIDENTS_PATH, CAD_MESSAGES, cadIncidentAnswerSchema } from "@rollcall/shared/neris/cad";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { forbidden } from "../../../lib/errors";
import { CAD_DISPATCH_EXAMPLE } from "./cad.openapi";
import { receiveDispatch } from "./cad.service";

/**
 * The body as it comes: the service checks it against the NERIS schema (ajv), whose errors name the payload's
 * own paths. The reference shows the schema itself (the component) and the example.
 */
const dispatchBody = z.unknown().meta({
  // Under allOf: the reference drops whatever stands beside a bare $ref, the example included.
  allOf: [{ $ref: "#/components/schemas/NerisDispatchPayload" }],
  examples: [CAD_DISPATCH_EXAMPLE],
});

export const cadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    CAD_INCIDENTS_PATH,
    {
      onRequest: async (request) => {
        if (!request.auth?.apiKey) throw forbidden(CAD_MESSAGES.keyOnly);
      },
      schema: {
        summary: "Open or update an incident from CAD",
        description:
          'A dispatch centre\'s CAD sends the NERIS DispatchPayload with an API key of scope "cad". The first call with an `incident_number` opens a draft report (201); a later call with the same number updates its times, dispatch details and units (200), never what the crew wrote, and answers 409 once an officer approved or completed the report. Units are matched to the agency\'s apparatus by `reported_unit_id` against their names (case does not matter); the others come back in `unmatchedUnits`. An invalid payload answers 400 with a message per payload path ("unit_responses.0.on_scene").',
        body: dispatchBody,
        response: { 200: cadIncidentAnswerSchema, 201: cadIncidentAnswerSchema },
      },
    },
    async (request, reply) => {
      const answer = await receiveDispatch(request.scope, request.body);
      return reply.status(answer.created ? 201 : 200).send(answer);
    },
  );
};
