ALTER TABLE "providers" ADD COLUMN "completion_percent" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "on_time_percent" integer;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "standing" text DEFAULT 'good' NOT NULL;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "standing_reason" text;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "standing_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "providers_standing_idx" ON "providers" USING btree ("standing_at") WHERE "providers"."standing" in ('paused', 'suspended');--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_standing_valid" CHECK ("providers"."standing" in ('good', 'warned', 'paused', 'suspended'));