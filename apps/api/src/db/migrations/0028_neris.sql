CREATE TABLE "neris_settings" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"entity_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "neris_settings_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "neris_settings_entity_id_check" CHECK ("neris_settings"."entity_id" is null or "neris_settings"."entity_id" ~ '^FD\d{8}$')
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "neris_unit_type" text;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "dispatched_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "en_route_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "on_scene_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "canceled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "cleared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD COLUMN "staffing" integer;--> statement-breakpoint
ALTER TABLE "incidents" ADD COLUMN "neris" jsonb;--> statement-breakpoint
ALTER TABLE "neris_settings" ADD CONSTRAINT "neris_settings_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "neris_settings_agency_unique" ON "neris_settings" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_neris_unit_type_check" CHECK ("equipment"."neris_unit_type" in ('CREW_TRANS', 'ENGINE_STRUCT', 'ENGINE_WUI', 'BOAT', 'BOAT_LARGE', 'LADDER_SMALL', 'LADDER_QUINT', 'LADDER_TALL', 'QUINT_TALL', 'PLATFORM', 'PLATFORM_QUINT', 'LADDER_TILLER', 'ARFF', 'FOAM', 'TENDER', 'CREW', 'HELO_GENERAL', 'HELO_FIRE', 'HELO_RESCUE', 'UAS_FIRE', 'UAS_RECON', 'AIR_TANKER', 'AIR_EMS', 'AIR_RECON', 'ALS_AMB', 'BLS_AMB', 'EMS_NOTRANS', 'EMS_SUPV', 'MAB', 'CHIEF_STAFF_COMMAND', 'HAZMAT', 'DECON', 'POV', 'RESCUE_HEAVY', 'RESCUE_MEDIUM', 'RESCUE_LIGHT', 'RESCUE_USAR', 'RESCUE_WATER', 'SCBA', 'AIR_LIGHT', 'REHAB', 'MOBILE_ICP', 'MOBILE_COMMS', 'DOZER', 'OTHER_GROUND', 'ATV_EMS', 'ATV_FIRE', 'INVEST', 'UTIL'));--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD CONSTRAINT "incident_apparatus_staffing_check" CHECK ("incident_apparatus"."staffing" is null or "incident_apparatus"."staffing" >= 0);--> statement-breakpoint
ALTER TABLE "incident_apparatus" ADD CONSTRAINT "incident_apparatus_times_order_check" CHECK (("incident_apparatus"."en_route_at" is null or "incident_apparatus"."dispatched_at" is null or "incident_apparatus"."en_route_at" >= "incident_apparatus"."dispatched_at") and ("incident_apparatus"."on_scene_at" is null or "incident_apparatus"."on_scene_at" >= coalesce("incident_apparatus"."en_route_at", "incident_apparatus"."dispatched_at", "incident_apparatus"."on_scene_at")) and ("incident_apparatus"."cleared_at" is null or "incident_apparatus"."cleared_at" >= coalesce("incident_apparatus"."on_scene_at", "incident_apparatus"."en_route_at", "incident_apparatus"."dispatched_at", "incident_apparatus"."cleared_at")));