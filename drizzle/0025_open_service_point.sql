-- The open requests of one service inside a circle: btree_gist (contrib in every PostgreSQL and in
-- PGlite) lets a GiST index hold the service beside the point, so a circle crowded with other
-- services' requests (a rare trade in a city) yields its own few without visiting the rest.
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE INDEX "quote_requests_open_service_point_idx" ON "quote_requests" USING gist ("service_type",geo_point("latitude", "longitude")) WHERE "quote_requests"."status" in ('pending', 'responded', 'declined') and "quote_requests"."quote_count" < 5;
