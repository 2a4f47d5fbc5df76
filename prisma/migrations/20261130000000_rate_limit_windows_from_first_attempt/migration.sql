-- A rate limit's window starts at its key's first attempt, not at a quarter or an hour of the
-- clock (docs/rules.md, "Rate limits"): one row per key, its window's start and its count. The
-- windows under way are kept (each key's latest), so a deploy gives nobody a fresh allowance.

DELETE FROM "rate_limit_hits" AS older
  USING "rate_limit_hits" AS newer
  WHERE older."key" = newer."key" AND older."window_start" < newer."window_start";

ALTER TABLE "rate_limit_hits" DROP CONSTRAINT "rate_limit_hits_pkey";
ALTER TABLE "rate_limit_hits" ADD CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY ("key");
