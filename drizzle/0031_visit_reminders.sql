ALTER TABLE "bookings" ADD COLUMN "day_before_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "two_hours_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "on_the_way_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "bookings_upcoming_idx" ON "bookings" USING btree ("visit_date") WHERE "bookings"."status" = 'booked';