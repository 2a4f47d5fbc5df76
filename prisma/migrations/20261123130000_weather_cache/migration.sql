-- Weather: the OpenWeather forecast, cached for every app instance. One row per location and
-- API key (a SHA-256 hash of the key, never the key itself): a settings change reads another row
-- at once. The last good forecast stays when a refresh fails, so it can be answered as stale;
-- the failure and its time are kept so that a down upstream is asked again only after a while.

-- CreateTable
CREATE TABLE "weather_cache" (
    "location" VARCHAR(200) NOT NULL,
    "key_hash" CHAR(64) NOT NULL,
    "forecast" JSONB,
    "fetched_at" TIMESTAMPTZ(3),
    "attempted_at" TIMESTAMPTZ(3) NOT NULL,
    "last_error" VARCHAR(32),

    CONSTRAINT "weather_cache_pkey" PRIMARY KEY ("location", "key_hash"),
    CONSTRAINT "weather_cache_forecast_with_time" CHECK (("forecast" IS NULL) = ("fetched_at" IS NULL))
);

-- CreateIndex
CREATE INDEX "weather_cache_location_fetched_at_idx" ON "weather_cache"("location", "fetched_at");
