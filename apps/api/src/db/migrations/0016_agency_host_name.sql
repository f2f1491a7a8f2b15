ALTER TABLE "agencies" ADD COLUMN "host_name" text;--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_host_name_unique" ON "agencies" USING btree ("host_name");