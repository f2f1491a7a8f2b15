-- A shift left in two open trades before this rule: keep the accepted one, else the newest offer.
UPDATE "trades" SET "status" = 'cancelled', "updated_at" = now()
WHERE "status" IN ('offered', 'accepted') AND "id" NOT IN (
  SELECT DISTINCT ON ("agency_id", "shift_id") "id" FROM "trades"
  WHERE "status" IN ('offered', 'accepted')
  ORDER BY "agency_id", "shift_id", ("status" = 'accepted') DESC, "created_at" DESC
);--> statement-breakpoint
CREATE UNIQUE INDEX "trades_one_open_per_shift" ON "trades" USING btree ("agency_id","shift_id") WHERE "trades"."status" in ('offered', 'accepted');