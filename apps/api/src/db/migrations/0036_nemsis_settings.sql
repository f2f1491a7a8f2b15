CREATE TABLE "nemsis_settings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"state_id" text,
	"agency_number" text,
	"state_code" text,
	"counties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"service_type" text,
	"level_of_service" text,
	"organization_status" text,
	"organizational_type" text,
	"tax_status" text,
	"emd" text,
	"npi" text,
	"fire_department_id" text,
	"endpoint" text,
	"username" text,
	"organization" text,
	"secret" text,
	"submit_on_close" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "nemsis_settings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "nemsis_settings_state_code_check" CHECK ("nemsis_settings"."state_code" is null or "nemsis_settings"."state_code" ~ '^[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "nemsis_settings" ADD CONSTRAINT "nemsis_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "nemsis_settings_agency_unique" ON "nemsis_settings" USING btree ("agency_id");