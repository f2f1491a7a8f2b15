/**
 * Finance (spec 02 §7 "Finance"): budgets and expenses with create, update and delete, approving or rejecting
 * an expense (PATCH with status), the fiscal year's stats, and its expenses as CSV. Every call is admin only
 * (403 "Admin access required").
 */
import {
  budgetFormSchema,
  budgetSchema,
  budgetUpdateSchema,
  expenseFormSchema,
  expenseSchema,
  expenseUpdateSchema,
  financeStatsSchema,
  fiscalYearQuerySchema,
} from "@rollcall/shared/finance";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { fileAnswer, idParams, noContent, sendDownload } from "../../lib/http";
import {
  createBudget,
  createExpense,
  deleteBudget,
  deleteExpense,
  expensesCsv,
  financeStats,
  listBudgets,
  listExpenses,
  updateBudget,
  updateExpense,
} from "./finance.service";

const admin = { access: "admin" } as const;

export const financeRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/budgets",
    {
      config: admin,
      schema: { querystring: fiscalYearQuerySchema, response: { 200: z.array(budgetSchema) } },
    },
    async (request) => listBudgets(request.scope, request.query.fiscalYear),
  );

  app.post(
    "/api/budgets",
    { config: admin, schema: { body: budgetFormSchema, response: { 201: budgetSchema } } },
    async (request, reply) => reply.status(201).send(await createBudget(request.scope, request.body)),
  );

  app.patch(
    "/api/budgets/:id",
    {
      config: admin,
      schema: { params: idParams, body: budgetUpdateSchema, response: { 200: budgetSchema } },
    },
    async (request) => updateBudget(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/budgets/:id",
    { config: admin, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteBudget(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/expenses",
    {
      config: admin,
      schema: { querystring: fiscalYearQuerySchema, response: { 200: z.array(expenseSchema) } },
    },
    async (request) => listExpenses(request.scope, request.query.fiscalYear),
  );

  app.get(
    "/api/expenses.csv",
    {
      config: admin,
      schema: {
        querystring: fiscalYearQuerySchema,
        response: fileAnswer("csv", "The fiscal year's expenses"),
      },
    },
    async (request, reply) => {
      const { year, body } = await expensesCsv(request.scope, request.query.fiscalYear);
      return sendDownload(reply, `expenses-FY${year}.csv`, body);
    },
  );

  app.post(
    "/api/expenses",
    { config: admin, schema: { body: expenseFormSchema, response: { 201: expenseSchema } } },
    async (request, reply) => reply.status(201).send(await createExpense(request.scope, request.body)),
  );

  app.patch(
    "/api/expenses/:id",
    {
      config: admin,
      schema: { params: idParams, body: expenseUpdateSchema, response: { 200: expenseSchema } },
    },
    async (request) => updateExpense(request.scope, request.params.id, request.body),
  );

  app.delete(
    "/api/expenses/:id",
    { config: admin, schema: { params: idParams, response: noContent("Deleted") } },
    async (request, reply) => {
      await deleteExpense(request.scope, request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    "/api/finance/stats",
    { config: admin, schema: { querystring: fiscalYearQuerySchema, response: { 200: financeStatsSchema } } },
    async (request) => financeStats(request.scope, request.query.fiscalYear),
  );
};
