CREATE TABLE "enrolment_weeks" (
	"tenant_id" uuid NOT NULL,
	"enrolment_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"classe_id" integer,
	"first_at" timestamp (3) with time zone NOT NULL,
	"weeks_retained" bigint,
	CONSTRAINT "enrolment_weeks_tenant_id_enrolment_id_pk" PRIMARY KEY("tenant_id","enrolment_id")
);
--> statement-breakpoint
ALTER TABLE "enrolment_weeks" ADD CONSTRAINT "enrolment_weeks_tenant_id_enrolment_id_enrolments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","enrolment_id") REFERENCES "public"."enrolments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "enrolment_weeks_class_idx" ON "enrolment_weeks" USING btree ("tenant_id","classe_id","first_at","weeks_retained");--> statement-breakpoint
CREATE INDEX "enrolment_weeks_moved_idx" ON "enrolment_weeks" USING btree ("tenant_id","course_id") WHERE "enrolment_weeks"."classe_id" is null;--> statement-breakpoint
-- Issue 16 §1: the retention chart recomputed every enrolment's weeks from its events on each call (~185 ms of
-- ~300 at 100,000 enrolments). The database keeps them per enrolment instead (the pattern of 0015 and 0021),
-- in the statement that adds an event or moves a class's start, so the chart counts stored week patterns.
--
-- refresh_enrolment_weeks(ids) recomputes these enrolments from all their events, exactly as the chart read
-- them: a span per event until the next; week w's instant is the class's start (São Paulo midnight) + 7w + 1
-- days, and bit w is set when the span covering it is in A or C.
CREATE FUNCTION refresh_enrolment_weeks(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Two transactions adding events to one enrolment would each miss the other's uncommitted event; the
  -- lock makes the second wait, and its next statement sees both (NO KEY UPDATE lets foreign keys through).
  PERFORM 1 FROM enrolments WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO enrolment_weeks (tenant_id, enrolment_id, course_id, classe_id, first_at, weeks_retained)
  SELECT e.tenant_id, e.id, e.course_id, CASE WHEN s.settled THEN s.classe_id END, s.first_at,
    CASE WHEN s.settled THEN s.weeks END
  FROM enrolments e
  CROSS JOIN LATERAL (
    SELECT min(w.classe_after) = max(w.classe_after) AS settled, min(w.classe_after) AS classe_id,
      min(w.since) AS first_at,
      bit_or(CASE WHEN w.to_status IN ('A', 'C') AND w.first_week <= w.last_week
        THEN (1::bigint << (w.last_week + 1)) - (1::bigint << w.first_week) END) AS weeks
    FROM (
      SELECT h.since, h.to_status, h.classe_after,
        CASE WHEN h.start_epoch IS NOT NULL
          THEN greatest(0, floor(((date_part('epoch', h.since) - h.start_epoch) / 86400 - 1) / 7)::int + 1) END AS first_week,
        -- 61: bit 62 is the highest a bigint run of weeks can end at; the chart reads 26.
        least(61, coalesce(floor(((date_part('epoch', h.until) - h.start_epoch) / 86400 - 1) / 7)::int, 100000)) AS last_week
      FROM (
        SELECT ev.to_status, ev.classe_after, ev.created_at AS since,
          lead(ev.created_at) OVER (ORDER BY ev.created_at, ev.id) AS until,
          date_part('epoch', (k.start_date::timestamp AT TIME ZONE 'America/Sao_Paulo')) AS start_epoch
        FROM enrolment_events ev
        LEFT JOIN classes k ON k.tenant_id = ev.tenant_id AND k.id = ev.classe_after
        WHERE ev.tenant_id = e.tenant_id AND ev.enrolment_id = e.id
      ) h
    ) w
  ) s
  WHERE e.id = ANY (ids) AND s.first_at IS NOT NULL
  ON CONFLICT (tenant_id, enrolment_id) DO UPDATE
    SET course_id = excluded.course_id, classe_id = excluded.classe_id, first_at = excluded.first_at,
      weeks_retained = excluded.weeks_retained
    WHERE (enrolment_weeks.course_id, enrolment_weeks.classe_id, enrolment_weeks.first_at, enrolment_weeks.weeks_retained)
      IS DISTINCT FROM (excluded.course_id, excluded.classe_id, excluded.first_at, excluded.weeks_retained);
  -- An enrolment with no event left has no weeks (its events are only ever deleted with it, but be exact).
  DELETE FROM enrolment_weeks w USING enrolments e
  WHERE e.id = ANY (ids) AND w.tenant_id = e.tenant_id AND w.enrolment_id = e.id
    AND NOT EXISTS (SELECT 1 FROM enrolment_events ev WHERE ev.tenant_id = e.tenant_id AND ev.enrolment_id = e.id);
END $$;--> statement-breakpoint
-- Statement-level with transition tables: a bulk insert (a seed, an import) recomputes each enrolment once.
CREATE FUNCTION enrolment_events_refresh_weeks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM refresh_enrolment_weeks(ARRAY(SELECT DISTINCT enrolment_id FROM new_rows));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM refresh_enrolment_weeks(ARRAY(SELECT enrolment_id FROM old_rows UNION SELECT enrolment_id FROM new_rows));
  ELSE
    PERFORM refresh_enrolment_weeks(ARRAY(SELECT DISTINCT enrolment_id FROM old_rows));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER enrolment_events_weeks_insert AFTER INSERT ON enrolment_events
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolment_events_refresh_weeks();--> statement-breakpoint
CREATE TRIGGER enrolment_events_weeks_update AFTER UPDATE ON enrolment_events
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION enrolment_events_refresh_weeks();--> statement-breakpoint
CREATE TRIGGER enrolment_events_weeks_delete AFTER DELETE ON enrolment_events
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION enrolment_events_refresh_weeks();--> statement-breakpoint
-- A class's start moves every week of its members.
CREATE FUNCTION classes_refresh_enrolment_weeks() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_enrolment_weeks(ARRAY(
    SELECT w.enrolment_id
    FROM new_rows n
    JOIN old_rows o ON o.id = n.id
    JOIN enrolment_weeks w ON w.tenant_id = n.tenant_id AND w.classe_id = n.id
    WHERE n.start_date IS DISTINCT FROM o.start_date));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER classes_enrolment_weeks_update AFTER UPDATE ON classes
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION classes_refresh_enrolment_weeks();--> statement-breakpoint
-- What is already there, computed once (forced RLS binds the owner too, so FORCE is off for the copy).
ALTER TABLE "enrolments" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolment_events" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "classes" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT refresh_enrolment_weeks(ARRAY(SELECT id FROM enrolments));--> statement-breakpoint
ALTER TABLE "enrolments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolment_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "classes" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolment_weeks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolment_weeks" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "enrolment_weeks" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
