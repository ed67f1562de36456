CREATE TABLE "course_enrolment_counts" (
	"tenant_id" uuid NOT NULL,
	"course_id" integer NOT NULL,
	"status" varchar(1) NOT NULL,
	"n" integer NOT NULL,
	CONSTRAINT "course_enrolment_counts_tenant_id_course_id_status_pk" PRIMARY KEY("tenant_id","course_id","status")
);
--> statement-breakpoint
ALTER TABLE "course_enrolment_counts" ADD CONSTRAINT "course_enrolment_counts_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolments_class_since_idx" ON "enrolments" USING btree ("tenant_id","classe_id","status_since","id");--> statement-breakpoint
CREATE INDEX "users_name_trgm_idx" ON "users" USING gin ("tenant_id",lower("first_name" || ' ' || "last_name") gin_trgm_ops);--> statement-breakpoint
-- Counters kept by the database (issue 13, ADR 0038; the pattern of 0015): each statement that inserts,
-- updates or deletes enrolments adds its net change per course and status, in that statement, so the
-- counters can never disagree with the rows. Rows are upserted in key order, so two writers of one
-- course wait for each other instead of deadlocking.
CREATE FUNCTION enrolments_count_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_enrolment_counts (tenant_id, course_id, status, n)
  SELECT tenant_id, course_id, status, count(*) FROM new_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, course_id, status) DO UPDATE SET n = course_enrolment_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enrolments_count_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_enrolment_counts (tenant_id, course_id, status, n)
  SELECT tenant_id, course_id, status, sum(d)
  FROM (SELECT tenant_id, course_id, status, 1 AS d FROM new_rows
        UNION ALL SELECT tenant_id, course_id, status, -1 FROM old_rows) x
  GROUP BY 1, 2, 3 HAVING sum(d) <> 0 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, course_id, status) DO UPDATE SET n = course_enrolment_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION enrolments_count_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO course_enrolment_counts (tenant_id, course_id, status, n)
  SELECT tenant_id, course_id, status, -count(*) FROM old_rows GROUP BY 1, 2, 3 ORDER BY 1, 2, 3
  ON CONFLICT (tenant_id, course_id, status) DO UPDATE SET n = course_enrolment_counts.n + excluded.n;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER enrolments_counts_insert AFTER INSERT ON enrolments
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolments_count_inserted();--> statement-breakpoint
CREATE TRIGGER enrolments_counts_update AFTER UPDATE ON enrolments
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolments_count_updated();--> statement-breakpoint
CREATE TRIGGER enrolments_counts_delete AFTER DELETE ON enrolments
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolments_count_deleted();--> statement-breakpoint
-- What is already there, counted once (forced RLS binds the owner too, so FORCE is off for the copy).
ALTER TABLE "enrolments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
INSERT INTO "course_enrolment_counts" ("tenant_id", "course_id", "status", "n")
  SELECT "tenant_id", "course_id", "status", count(*) FROM "enrolments" GROUP BY 1, 2, 3;--> statement-breakpoint
ALTER TABLE "enrolments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_enrolment_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_enrolment_counts" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "course_enrolment_counts" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
