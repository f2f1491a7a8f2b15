CREATE TABLE "board_moves" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"day" date NOT NULL,
	"actor_id" uuid,
	"user_id" uuid NOT NULL,
	"shift_id" uuid,
	"from_station_id" uuid,
	"from_equipment_id" uuid,
	"from_position_id" uuid,
	"to_station_id" uuid,
	"to_equipment_id" uuid,
	"to_position_id" uuid,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "board_moves_pkey" PRIMARY KEY("agency_id","id"),
	CONSTRAINT "board_moves_time_order_check" CHECK ("board_moves"."end_time" > "board_moves"."start_time")
);
--> statement-breakpoint
CREATE TABLE "apparatus_positions" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"equipment_id" uuid NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"required_certifications" text[] DEFAULT '{}'::text[] NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "apparatus_positions_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
CREATE TABLE "stations" (
	"agency_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"address" text,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stations_pkey" PRIMARY KEY("agency_id","id")
);
--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "status_reason" text;--> statement-breakpoint
ALTER TABLE "equipment" ADD COLUMN "status_since" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "shifts" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "station_id" uuid;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD COLUMN "position_id" uuid;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_actor_fk" FOREIGN KEY ("agency_id","actor_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_user_fk" FOREIGN KEY ("agency_id","user_id") REFERENCES "public"."users"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_from_station_fk" FOREIGN KEY ("agency_id","from_station_id") REFERENCES "public"."stations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_from_equipment_fk" FOREIGN KEY ("agency_id","from_equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_from_position_fk" FOREIGN KEY ("agency_id","from_position_id") REFERENCES "public"."apparatus_positions"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_to_station_fk" FOREIGN KEY ("agency_id","to_station_id") REFERENCES "public"."stations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_to_equipment_fk" FOREIGN KEY ("agency_id","to_equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "board_moves" ADD CONSTRAINT "board_moves_to_position_fk" FOREIGN KEY ("agency_id","to_position_id") REFERENCES "public"."apparatus_positions"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apparatus_positions" ADD CONSTRAINT "apparatus_positions_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "apparatus_positions" ADD CONSTRAINT "apparatus_positions_equipment_fk" FOREIGN KEY ("agency_id","equipment_id") REFERENCES "public"."equipment"("agency_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stations" ADD CONSTRAINT "stations_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "board_moves_agency_day_idx" ON "board_moves" USING btree ("agency_id","day","created_at");--> statement-breakpoint
CREATE INDEX "apparatus_positions_equipment_idx" ON "apparatus_positions" USING btree ("agency_id","equipment_id","sort_order");--> statement-breakpoint
ALTER TABLE "equipment" ADD CONSTRAINT "equipment_station_fk" FOREIGN KEY ("agency_id","station_id") REFERENCES "public"."stations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_station_fk" FOREIGN KEY ("agency_id","station_id") REFERENCES "public"."stations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shifts" ADD CONSTRAINT "shifts_position_fk" FOREIGN KEY ("agency_id","position_id") REFERENCES "public"."apparatus_positions"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_station_fk" FOREIGN KEY ("agency_id","station_id") REFERENCES "public"."stations"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staffing_requirements" ADD CONSTRAINT "staffing_requirements_position_fk" FOREIGN KEY ("agency_id","position_id") REFERENCES "public"."apparatus_positions"("agency_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "equipment_agency_station_idx" ON "equipment" USING btree ("agency_id","station_id");