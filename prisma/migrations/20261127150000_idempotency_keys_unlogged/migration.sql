-- The kept answers of writes safe to retry are written twice per write (the claim, the answer),
-- each a commit of its own outside the write's transaction. Written to PostgreSQL's log, each
-- waited for a flush to disk: two of a booking's three waits at the rush hour
-- (docs/performance.md, "The rush hour"). Unlogged, they are not written to the log: what a crash
-- of PostgreSQL itself costs is the table's rows (it comes back empty), and a retry sent after
-- such a crash runs again, where the write's own rule answers it (the lesson already booked:
-- 409), as after an instance that stops between a write and its answer (docs/architecture.md,
-- "Writes safe to retry"). The keys live 24 hours; nothing else depends on them.
ALTER TABLE "idempotency_keys" SET UNLOGGED;
