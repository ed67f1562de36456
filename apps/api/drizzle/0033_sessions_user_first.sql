-- Issue 15 §4: the session check found its session by the primary key only while the statistics said so. Led by
-- the tenant, this index also answered the policy's "tenant = …"; a table never analysed (autovacuum off, or a
-- young one) had the planner pick it and read every session of the tenant on every request. The person first.
DROP INDEX "sessions_user_idx";--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id","tenant_id");