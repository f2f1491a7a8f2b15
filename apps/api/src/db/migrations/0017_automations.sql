CREATE TABLE "automation_rules" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"trigger" jsonb NOT NULL,
	"conditions" jsonb NOT NULL,
	"actions" jsonb NOT NULL,
	"ready_made" text,
	"created_by" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_rules_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "automation_rules_ready_made_check" CHECK ("automation_rules"."ready_made" in ('cert-30-day', 'shift-callback-24h', 'training-overdue'))
);
--> statement-breakpoint
CREATE TABLE "automation_runs" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"rule_id" uuid NOT NULL,
	"event_key" text NOT NULL,
	"event" text NOT NULL,
	"fired_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text NOT NULL,
	"outcomes" jsonb NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "automation_runs_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "automation_runs_status_check" CHECK ("automation_runs"."status" in ('ok', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_rules" ADD CONSTRAINT "automation_rules_created_by_fk" FOREIGN KEY ("agency_id","created_by") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "automation_runs" ADD CONSTRAINT "automation_runs_rule_fk" FOREIGN KEY ("agency_id","rule_id") REFERENCES "public"."automation_rules"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "automation_rules_ready_made_idx" ON "automation_rules" USING btree ("agency_id","ready_made");--> statement-breakpoint
CREATE INDEX "automation_rules_agency_enabled_idx" ON "automation_rules" USING btree ("agency_id","enabled");--> statement-breakpoint
CREATE UNIQUE INDEX "automation_runs_event_idx" ON "automation_runs" USING btree ("agency_id","rule_id","event_key");--> statement-breakpoint
CREATE INDEX "automation_runs_rule_fired_idx" ON "automation_runs" USING btree ("agency_id","rule_id","fired_at");