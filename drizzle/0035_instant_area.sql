ALTER TABLE "providers" ADD COLUMN "instant_cleans" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_instant_area_idx" ON "providers" USING gist (geo_circle("latitude", "longitude", "service_radius_km" * 1000.0)) WHERE "providers"."instant_cleans";--> statement-breakpoint
UPDATE "providers" SET "instant_cleans" = true WHERE "id" IN (SELECT "provider_id" FROM "price_lists" WHERE "instant");
