/**
 * Overtime call-back: managers start, award, charge and close; the offered member answers; managers read every
 * call-back, members those offered to them. Another agency's id answers 404.
 */
import {
  callbackDetailSchema,
  callbackGapStartSchema,
  callbackListSchema,
  callbackMemberSchema,
  callbackRespondSchema,
  callbackStartSchema,
} from "@rollcall/shared/callbacks";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { idParams } from "../../lib/http";
import { createCallbackJobRunner } from "./callbacks.jobs";
import {
  awardCallback,
  chargeCallback,
  closeCallback,
  getCallback,
  listCallbacks,
  respondToCallback,
  startCallback,
  startCallbackForGap,
} from "./callbacks.service";

export const callbacksRoutes: FastifyPluginAsyncZod = async (app) => {
  const jobs = createCallbackJobRunner(app);
  app.addHook("onReady", async () => jobs.start());
  app.addHook("onClose", async () => jobs.stop());

  app.get("/api/callbacks", { schema: { response: { 200: callbackListSchema } } }, async (request) =>
    listCallbacks(request.scope),
  );

  app.post(
    "/api/callbacks",
    {
      config: { access: "manager" },
      schema: { body: callbackStartSchema, response: { 201: callbackDetailSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(await startCallback(request.scope, request.body.shiftId)),
  );

  app.post(
    "/api/callbacks/for-gap",
    {
      config: { access: "manager" },
      schema: { body: callbackGapStartSchema, response: { 201: callbackDetailSchema } },
    },
    async (request, reply) => reply.status(201).send(await startCallbackForGap(request.scope, request.body)),
  );

  app.get(
    "/api/callbacks/:id",
    { schema: { params: idParams, response: { 200: callbackDetailSchema } } },
    async (request) => getCallback(request.scope, request.params.id),
  );

  app.post(
    "/api/callbacks/:id/respond",
    { schema: { params: idParams, body: callbackRespondSchema, response: { 200: callbackDetailSchema } } },
    async (request) => respondToCallback(request.scope, request.params.id, request.body.accept),
  );

  app.post(
    "/api/callbacks/:id/award",
    {
      config: { access: "manager" },
      schema: { params: idParams, body: callbackMemberSchema, response: { 200: callbackDetailSchema } },
    },
    async (request) => awardCallback(request.scope, request.params.id, request.body.userId),
  );

  app.post(
    "/api/callbacks/:id/charge",
    {
      config: { access: "manager" },
      schema: { params: idParams, body: callbackMemberSchema, response: { 200: callbackDetailSchema } },
    },
    async (request) => chargeCallback(request.scope, request.params.id, request.body.userId),
  );

  app.post(
    "/api/callbacks/:id/close",
    { config: { access: "manager" }, schema: { params: idParams, response: { 200: callbackDetailSchema } } },
    async (request) => closeCallback(request.scope, request.params.id),
  );
};
