-- Service areas: a provider's circle (base point and radius) and the requests inside it, measured
-- with cube and earthdistance (contrib in every PostgreSQL and in PGlite). Rows from before keep
-- an empty area and, without coordinates, are given a point from their location text at start
-- (src/server/db/backfill-places.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS earthdistance;--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "service_radius_km" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "requested_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requested_provider_id_providers_id_fk" FOREIGN KEY ("requested_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_service_area_idx" ON "providers" USING gist (earth_box(ll_to_earth("latitude", "longitude"), "service_radius_km" * 1000.0));--> statement-breakpoint
CREATE INDEX "providers_point_missing_idx" ON "providers" USING btree ("id") WHERE "providers"."latitude" is null;--> statement-breakpoint
CREATE INDEX "quote_requests_open_point_idx" ON "quote_requests" USING gist (ll_to_earth("latitude", "longitude")) WHERE "quote_requests"."status" in ('pending', 'responded', 'declined') and "quote_requests"."quote_count" < 5;--> statement-breakpoint
CREATE INDEX "quote_requests_area_missing_idx" ON "quote_requests" USING btree ("id") WHERE "quote_requests"."area" = '';--> statement-breakpoint
CREATE INDEX "quote_requests_requested_provider_idx" ON "quote_requests" USING btree ("requested_provider_id","created_at" DESC NULLS LAST) WHERE "quote_requests"."requested_provider_id" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_service_radius_range" CHECK ("providers"."service_radius_km" between 1 and 100);