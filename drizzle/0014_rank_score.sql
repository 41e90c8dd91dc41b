CREATE TABLE "service_ratings" (
	"service_type" text PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"star_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
DROP INDEX "providers_rank_idx";--> statement-breakpoint
DROP INDEX "providers_rank_cleaning_idx";--> statement-breakpoint
DROP INDEX "providers_rank_plumbing_idx";--> statement-breakpoint
DROP INDEX "providers_rank_electrical_idx";--> statement-breakpoint
DROP INDEX "providers_rank_gardening_idx";--> statement-breakpoint
ALTER TABLE "providers" ADD COLUMN "rank_score" integer DEFAULT 4000 NOT NULL;--> statement-breakpoint
CREATE INDEX "providers_rank_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "providers_rank_cleaning_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "providers"."services" @> array['cleaning']::text[];--> statement-breakpoint
CREATE INDEX "providers_rank_plumbing_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "providers"."services" @> array['plumbing']::text[];--> statement-breakpoint
CREATE INDEX "providers_rank_electrical_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "providers"."services" @> array['electrical']::text[];--> statement-breakpoint
CREATE INDEX "providers_rank_gardening_idx" ON "providers" USING btree ("is_verified" DESC NULLS LAST,"rank_score" DESC NULLS LAST,"review_count" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "providers"."services" @> array['gardening']::text[];--> statement-breakpoint
-- The ranking's Bayesian average in thousandths of a star: five reviews' worth of the mean of
-- the provider's services (each service's published stars; 4 where a service has none yet) as
-- the prior, then the provider's own stars: (5 * prior + sum) / (5 + count).
CREATE FUNCTION rank_score_of(services text[], star_sum bigint, review_count bigint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT round(1000 * (5 * coalesce((
    SELECT avg(coalesce(sr.star_sum::numeric / nullif(sr.review_count, 0), 4))
      FROM unnest(services) AS s(service)
      LEFT JOIN public.service_ratings sr ON sr.service_type = s.service), 4)
    + star_sum) / (5 + review_count))::integer
$$;
--> statement-breakpoint
INSERT INTO "service_ratings" ("service_type", "review_count", "star_sum")
SELECT r."service_type", count(*), sum(v."rating")
  FROM "reviews" v JOIN "quote_requests" r ON r."id" = v."quote_request_id"
 WHERE v."direction" = 'of_provider' AND v."published_at" IS NOT NULL
 GROUP BY r."service_type";
--> statement-breakpoint
UPDATE "providers" p SET "rank_score" = rank_score_of(p."services",
  coalesce((SELECT sum(v."rating") FROM "reviews" v WHERE v."provider_id" = p."id" AND v."direction" = 'of_provider' AND v."published_at" IS NOT NULL), 0),
  coalesce((SELECT count(*) FROM "reviews" v WHERE v."provider_id" = p."id" AND v."direction" = 'of_provider' AND v."published_at" IS NOT NULL), 0));
