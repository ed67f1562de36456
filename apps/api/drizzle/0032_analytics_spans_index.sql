-- The analytics read a tenant's spans (status and class per event, in order) from this index alone.
DROP INDEX "enrolment_events_enrolment_idx";--> statement-breakpoint
CREATE INDEX "enrolment_events_enrolment_idx" ON "enrolment_events" USING btree ("tenant_id","enrolment_id","created_at","id","to_status","classe_after");
