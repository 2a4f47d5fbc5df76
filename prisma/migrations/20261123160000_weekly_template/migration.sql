-- The trainer's weekly template (decisions §11): opening hours per club weekday (1 = Monday ..
-- 7 = Sunday) as wall-clock club times 'HH:mm', applied to a range of weeks in one action. PUT
-- replaces the whole pattern. PostgreSQL holds the rules too: a valid time, the end after the
-- start, and no two entries of one weekday overlapping (minutes of the week as a range).

-- CreateTable
CREATE TABLE "availability_template_entries" (
    "id" SERIAL NOT NULL,
    "weekday" SMALLINT NOT NULL,
    "start_time" VARCHAR(5) NOT NULL,
    "end_time" VARCHAR(5) NOT NULL,

    CONSTRAINT "availability_template_entries_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "availability_template_entries_weekday" CHECK ("weekday" BETWEEN 1 AND 7),
    CONSTRAINT "availability_template_entries_start_time" CHECK ("start_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT "availability_template_entries_end_time" CHECK ("end_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
    CONSTRAINT "availability_template_entries_end_after_start" CHECK ("end_time" COLLATE "C" > "start_time" COLLATE "C"),
    CONSTRAINT "availability_template_entries_no_overlap" EXCLUDE USING gist (
        int4range(
            "weekday" * 1440 + substr("start_time", 1, 2)::int * 60 + substr("start_time", 4, 2)::int,
            "weekday" * 1440 + substr("end_time", 1, 2)::int * 60 + substr("end_time", 4, 2)::int
        ) WITH &&
    )
);
