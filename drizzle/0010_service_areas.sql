-- Service areas: a provider's circle (base point and radius) and the requests inside it, measured
-- on earthdistance's sphere (radius 6,378,168 m) with the cube extension (contrib in every
-- PostgreSQL and in PGlite), GiST-indexed. The geo_ functions are earthdistance's ll_to_earth,
-- earth_box and earth_distance written as SQL-standard bodies, bound when created: indexes on
-- earthdistance's own functions (1.1 on PostgreSQL 15) do not survive pg_dump and restore, which
-- runs with an empty search_path ('type "earth" does not exist'). Rows from before keep an empty
-- area and, without coordinates, are placed from their text at start (src/server/db/backfill-places.ts).
CREATE EXTENSION IF NOT EXISTS cube;--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.geo_point(latitude double precision, longitude double precision)
  RETURNS public.cube LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN public.cube(public.cube(public.cube(6378168 * cos(radians(latitude)) * cos(radians(longitude))), 6378168 * cos(radians(latitude)) * sin(radians(longitude))), 6378168 * sin(radians(latitude)));--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.geo_circle(latitude double precision, longitude double precision, radius_m double precision)
  RETURNS public.cube LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN public.cube_enlarge(public.geo_point(latitude, longitude), 2 * 6378168 * sin(least(radius_m, pi() * 6378168) / (2 * 6378168)), 3);--> statement-breakpoint
CREATE OR REPLACE FUNCTION public.geo_distance_m(a public.cube, b public.cube)
  RETURNS double precision LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
  RETURN 2 * 6378168 * asin(least(1.0::double precision, public.cube_distance(a, b) / (2 * 6378168)));--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "service_radius_km" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "area" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD COLUMN "requested_provider_id" uuid;--> statement-breakpoint
ALTER TABLE "quote_requests" ADD CONSTRAINT "quote_requests_requested_provider_id_providers_id_fk" FOREIGN KEY ("requested_provider_id") REFERENCES "public"."providers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "providers_service_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0));--> statement-breakpoint
CREATE INDEX "providers_point_missing_idx" ON "providers" USING btree ("id") WHERE "providers"."latitude" is null;--> statement-breakpoint
CREATE INDEX "quote_requests_open_point_idx" ON "quote_requests" USING gist (geo_point("latitude", "longitude")) WHERE "quote_requests"."status" in ('pending', 'responded', 'declined') and "quote_requests"."quote_count" < 5;--> statement-breakpoint
CREATE INDEX "quote_requests_area_missing_idx" ON "quote_requests" USING btree ("id") WHERE "quote_requests"."area" = '';--> statement-breakpoint
CREATE INDEX "quote_requests_requested_provider_idx" ON "quote_requests" USING btree ("requested_provider_id","created_at" DESC NULLS LAST) WHERE "quote_requests"."requested_provider_id" is not null;--> statement-breakpoint
ALTER TABLE "providers" ADD CONSTRAINT "providers_service_radius_range" CHECK ("providers"."service_radius_km" between 1 and 100);