-- A provider without reviews no longer ranks above reviewed ones of a similar rating: the prior
-- (five reviews' worth) is one star below the mean of the provider's services (at least one
-- star; 3 where a service has no reviews yet), so a newcomer sits below everyone whose customers
-- rated them well and above those rated poorly, and climbs with its first good reviews.
CREATE OR REPLACE FUNCTION rank_score_of(services text[], star_sum bigint, review_count bigint) RETURNS integer
LANGUAGE sql STABLE AS $$
  SELECT round(1000 * (5 * greatest(1, coalesce((
    SELECT avg(coalesce(sr.star_sum::numeric / nullif(sr.review_count, 0), 4))
      FROM unnest(services) AS s(service)
      LEFT JOIN public.service_ratings sr ON sr.service_type = s.service), 4) - 1)
    + star_sum) / (5 + review_count))::integer
$$;
--> statement-breakpoint
UPDATE "providers" p SET "rank_score" = rank_score_of(p."services",
  coalesce((SELECT sum(v."rating") FROM "reviews" v WHERE v."provider_id" = p."id" AND v."direction" = 'of_provider' AND v."published_at" IS NOT NULL AND v."hidden_at" IS NULL), 0),
  coalesce((SELECT count(*) FROM "reviews" v WHERE v."provider_id" = p."id" AND v."direction" = 'of_provider' AND v."published_at" IS NOT NULL AND v."hidden_at" IS NULL), 0));
