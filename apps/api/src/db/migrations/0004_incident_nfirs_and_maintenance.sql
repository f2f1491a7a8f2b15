CREATE TABLE "maintenance_records" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"performed_on" date NOT NULL,
	"notes" text,
	"cost_cents" integer DEFAULT 0 NOT NULL,
	"performed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_records_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "maintenance_records_cost_check" CHECK ("maintenance_records"."cost_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "incident_apparatus" (
	"agency_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"equipment_id" uuid NOT NULL,
	CONSTRAINT "incident_apparatus_pkey" PRIMARY KEY("agency_id","incident_id","equipment_id")
);
--> statement-breakpoint
CREATE TABLE "incident_responders" (
	"agency_id" uuid NOT NULL,
	"incident_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	CONSTRAINT "incident_responders_pkey" PRIMARY KEY("agency_id","incident_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "alarm_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "arrival_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "last_unit_cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "action_taken" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "property_use" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "aid_given_received" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "neris_incident_type" text;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "completed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_equipment_fk" FOREIGN KEY ("agency_id","equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "maintenance_records" ADD CONSTRAINT "maintenance_records_user_fk" FOREIGN KEY ("agency_id","performed_by_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD CONSTRAINT "incident_apparatus_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD CONSTRAINT "incident_apparatus_incident_fk" FOREIGN KEY ("agency_id","incident_id") REFERENCES "public"."incidents"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD CONSTRAINT "incident_apparatus_equipment_fk" FOREIGN KEY ("agency_id","equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_responders" ADD CONSTRAINT "incident_responders_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_responders" ADD CONSTRAINT "incident_responders_incident_fk" FOREIGN KEY ("agency_id","incident_id") REFERENCES "public"."incidents"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incident_responders" ADD CONSTRAINT "incident_responders_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "maintenance_records_equipment_idx" ON "maintenance_records" USING btree ("agency_id","equipment_id","performed_on");--> statement-breakpoint
CREATE INDEX "incident_apparatus_equipment_idx" ON "incident_apparatus" USING btree ("agency_id","equipment_id");--> statement-breakpoint
ALTER TABLE "incidents" ADD CONSTRAINT "incidents_times_order_check" CHECK (("incidents"."arrival_at" is null or "incidents"."alarm_at" is null or "incidents"."arrival_at" >= "incidents"."alarm_at") and ("incidents"."last_unit_cleared_at" is null or "incidents"."arrival_at" is null or "incidents"."last_unit_cleared_at" >= "incidents"."arrival_at"));