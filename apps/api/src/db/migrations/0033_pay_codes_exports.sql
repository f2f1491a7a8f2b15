CREATE TABLE "pay_codes" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"code" text NOT NULL,
	"multiplier_hundredths" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pay_codes_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "pay_codes_kind_check" CHECK ("pay_codes"."kind" in ('regular', 'flsa_overtime', 'callback', 'trade_worked', 'leave_vacation', 'leave_sick', 'leave_kelly', 'leave_personal')),
	CONSTRAINT "pay_codes_multiplier_check" CHECK ("pay_codes"."multiplier_hundredths" between 0 and 500)
);
--> statement-breakpoint
CREATE TABLE "payroll_exports" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"format" text NOT NULL,
	"actor_id" uuid,
	"lines" jsonb NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_exports_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "payroll_exports_format_check" CHECK ("payroll_exports"."format" in ('generic', 'adp', 'paychex'))
);
--> statement-breakpoint
CREATE TABLE "payroll_systems" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"adp_company_code" text,
	"paychex_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payroll_systems_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "pay_codes" ADD CONSTRAINT "pay_codes_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_exports" ADD CONSTRAINT "payroll_exports_actor_fk" FOREIGN KEY ("agency_id","actor_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payroll_systems" ADD CONSTRAINT "payroll_systems_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pay_codes_agency_kind_unique" ON "pay_codes" USING btree ("agency_id","kind");--> statement-breakpoint
CREATE INDEX "payroll_exports_period_idx" ON "payroll_exports" USING btree ("agency_id","start_date","end_date","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payroll_systems_agency_unique" ON "payroll_systems" USING btree ("agency_id");