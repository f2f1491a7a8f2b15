CREATE TABLE "leave_ledger" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" text NOT NULL,
	"kind" text NOT NULL,
	"day" date NOT NULL,
	"minutes" integer NOT NULL,
	"note" text NOT NULL,
	"reason" text,
	"actor_id" uuid,
	"leave_request_id" uuid,
	"step_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leave_ledger_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "leave_ledger_type_check" CHECK ("leave_ledger"."type" in ('vacation', 'sick', 'kelly', 'personal')),
	CONSTRAINT "leave_ledger_kind_check" CHECK ("leave_ledger"."kind" in ('opening', 'adjustment', 'leave_taken', 'leave_returned', 'accrual', 'cap', 'carry_over_forfeit', 'carry_over_payout'))
);
--> statement-breakpoint
CREATE TABLE "accrual_rules" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"leave_type" text NOT NULL,
	"basis" text NOT NULL,
	"tiers" jsonb NOT NULL,
	"waiting_days" integer DEFAULT 0 NOT NULL,
	"cap_minutes" integer,
	"carry_over_minutes" integer,
	"over_carry_over" text DEFAULT 'forfeit' NOT NULL,
	"prorate_by_hours" boolean DEFAULT false NOT NULL,
	"standard_minutes_per_period" integer,
	"starts_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accrual_rules_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "accrual_rules_leave_type_check" CHECK ("accrual_rules"."leave_type" in ('vacation', 'sick', 'kelly', 'personal')),
	CONSTRAINT "accrual_rules_basis_check" CHECK ("accrual_rules"."basis" in ('per_pay_period', 'per_month')),
	CONSTRAINT "accrual_rules_over_carry_over_check" CHECK ("accrual_rules"."over_carry_over" in ('forfeit', 'pay_out')),
	CONSTRAINT "accrual_rules_waiting_check" CHECK ("accrual_rules"."waiting_days" >= 0)
);
--> statement-breakpoint
CREATE TABLE "accrual_steps" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"step_key" text NOT NULL,
	"day" date NOT NULL,
	"done_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accrual_steps_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_members" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"employee_number" text,
	"part_time" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_members_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "pay_settings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"period_kind" text NOT NULL,
	"first_day" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_settings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "pay_settings_period_kind_check" CHECK ("pay_settings"."period_kind" in ('weekly', 'biweekly', 'semimonthly', 'monthly'))
);
--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leave_ledger" ADD CONSTRAINT "leave_ledger_actor_fk" FOREIGN KEY ("agency_id","actor_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual_rules" ADD CONSTRAINT "accrual_rules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual_steps" ADD CONSTRAINT "accrual_steps_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accrual_steps" ADD CONSTRAINT "accrual_steps_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_members" ADD CONSTRAINT "pay_members_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_members" ADD CONSTRAINT "pay_members_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pay_settings" ADD CONSTRAINT "pay_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leave_ledger_agency_user_idx" ON "leave_ledger" USING btree ("agency_id","user_id","type","day");--> statement-breakpoint
CREATE UNIQUE INDEX "leave_ledger_step_unique" ON "leave_ledger" USING btree ("agency_id","user_id","step_key");--> statement-breakpoint
CREATE UNIQUE INDEX "accrual_rules_agency_type_unique" ON "accrual_rules" USING btree ("agency_id","leave_type");--> statement-breakpoint
CREATE UNIQUE INDEX "accrual_steps_member_key_unique" ON "accrual_steps" USING btree ("agency_id","user_id","step_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_members_agency_user_unique" ON "pay_members" USING btree ("agency_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_members_employee_number_unique" ON "pay_members" USING btree ("agency_id","employee_number");--> statement-breakpoint
CREATE UNIQUE INDEX "pay_settings_agency_unique" ON "pay_settings" USING btree ("agency_id");--> statement-breakpoint
-- Balances set before the ledger become its opening rows, so each balance stays the sum of its ledger.
INSERT INTO "leave_ledger" ("agency_id", "user_id", "type", "kind", "day", "minutes", "note")
SELECT b."agency_id", b."user_id", b."type", 'opening', (b."updated_at" AT TIME ZONE a."time_zone")::date, b."balance_minutes",
  'Balance before the ledger'
FROM "leave_balances" b JOIN "agencies" a ON a."id" = b."agency_id"
WHERE b."balance_minutes" <> 0;
