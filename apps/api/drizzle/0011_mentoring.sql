CREATE TABLE "mentorship_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentorship_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"request_id" integer NOT NULL,
	"actor_id" integer,
	"kind" varchar(16) NOT NULL,
	"from_status" varchar(16),
	"to_status" varchar(16) NOT NULL,
	"mentor_before" integer,
	"mentor_after" integer,
	"reason" text,
	"note" text,
	"over_capacity" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "mentorship_events_kind_check" CHECK ("mentorship_events"."kind" in ('CREATED','LINKED','RELINKED','DECLINED','CANCELLED','CONCLUDED'))
);--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(48) NOT NULL,
	"email" boolean NOT NULL,
	CONSTRAINT "notification_preferences_tenant_id_user_id_kind_pk" PRIMARY KEY("tenant_id","user_id","kind")
);--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"kind" varchar(48) NOT NULL,
	"params" jsonb NOT NULL,
	"link" varchar(500) NOT NULL,
	"dedupe_key" varchar(200),
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "tenant_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"mentor_linking" boolean DEFAULT true NOT NULL,
	"waiting_alert_days" integer DEFAULT 7 NOT NULL,
	"stall_alert_days" integer DEFAULT 21 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tenant_settings_days_check" CHECK ("tenant_settings"."waiting_alert_days" between 1 and 365 and "tenant_settings"."stall_alert_days" between 1 and 365)
);--> statement-breakpoint
DROP INDEX "mentorship_requests_mentor_idx";--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "status" varchar(16) DEFAULT 'AGUARDANDO' NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "waiting_rank" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "created_by" integer;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "linked_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "end_reason" text;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "closing_note" text;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD COLUMN "last_follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "mentoring_capacity" integer DEFAULT 3 NOT NULL;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
ALTER TABLE "mentorship_events" ADD CONSTRAINT "mentorship_events_tenant_id_request_id_mentorship_requests_tenant_id_id_fk" FOREIGN KEY ("tenant_id","request_id") REFERENCES "public"."mentorship_requests"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_events" ADD CONSTRAINT "mentorship_events_tenant_id_actor_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_events" ADD CONSTRAINT "mentorship_events_tenant_id_mentor_before_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","mentor_before") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_events" ADD CONSTRAINT "mentorship_events_tenant_id_mentor_after_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","mentor_after") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tenant_settings" ADD CONSTRAINT "tenant_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentorship_events_request_idx" ON "mentorship_events" USING btree ("tenant_id","request_id","created_at");--> statement-breakpoint
CREATE INDEX "notifications_user_idx" ON "notifications" USING btree ("tenant_id","user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "notifications_unread_idx" ON "notifications" USING btree ("tenant_id","user_id") WHERE "notifications"."read_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "notifications_dedupe_key" ON "notifications" USING btree ("tenant_id","user_id","dedupe_key");--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_tenant_id_created_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","created_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mentorship_requests_queue_idx" ON "mentorship_requests" USING btree ("tenant_id","status","waiting_rank","created_at","id");--> statement-breakpoint
CREATE INDEX "mentorship_requests_ended_idx" ON "mentorship_requests" USING btree ("tenant_id","status","ended_at","id");--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentor_idx" ON "mentorship_requests" USING btree ("tenant_id","mentor_id","status","user_id");--> statement-breakpoint
ALTER TABLE "mentorship_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "mentorship_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "mentorship_events" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "tenant_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tenant_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "tenant_settings" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "notifications" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notifications" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notifications" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "notification_preferences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "notification_preferences" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "notification_preferences" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
-- Mentorship requests get an explicit state (ADR 0025). Rows written before it: ended ones are
-- CONCLUIDA, linked ones EM_ANDAMENTO (linked when created), the rest wait. One tenant at a time,
-- since row-level security is forced (see 0009). A person with more than one open request keeps the
-- newest; the older ones are cancelled, so that the one-open rule below can hold.
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE mentorship_requests SET
      status = CASE WHEN concluded_at IS NOT NULL THEN 'CONCLUIDA'
                    WHEN mentor_id IS NOT NULL THEN 'EM_ANDAMENTO'
                    ELSE 'AGUARDANDO' END,
      ended_at = concluded_at,
      end_reason = CASE WHEN concluded_at IS NOT NULL THEN '-' END,
      linked_at = CASE WHEN mentor_id IS NOT NULL THEN created_at END,
      created_by = user_id
    WHERE tenant_id = t;
    UPDATE mentorship_requests r SET status = 'CANCELADA', ended_at = now(), end_reason = '-'
    WHERE r.tenant_id = t AND r.status IN ('AGUARDANDO', 'EM_ANDAMENTO')
      AND EXISTS (SELECT 1 FROM mentorship_requests o
                  WHERE o.tenant_id = t AND o.user_id = r.user_id AND o.id > r.id
                    AND o.status IN ('AGUARDANDO', 'EM_ANDAMENTO'));
    INSERT INTO mentorship_events (tenant_id, request_id, actor_id, kind, from_status, to_status, mentor_after, created_at)
    SELECT tenant_id, id, user_id, 'CREATED', NULL, 'AGUARDANDO', NULL, created_at FROM mentorship_requests WHERE tenant_id = t;
    INSERT INTO mentorship_events (tenant_id, request_id, actor_id, kind, from_status, to_status, mentor_after, created_at)
    SELECT tenant_id, id, NULL, 'LINKED', 'AGUARDANDO', 'EM_ANDAMENTO', mentor_id, created_at
    FROM mentorship_requests WHERE tenant_id = t AND mentor_id IS NOT NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;--> statement-breakpoint
CREATE UNIQUE INDEX "mentorship_requests_one_open_key" ON "mentorship_requests" USING btree ("tenant_id","user_id") WHERE "mentorship_requests"."status" in ('AGUARDANDO','EM_ANDAMENTO');--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_status_check" CHECK ("mentorship_requests"."status" in ('AGUARDANDO','EM_ANDAMENTO','CONCLUIDA','CANCELADA'));--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_mentor_check" CHECK (("mentorship_requests"."status" = 'AGUARDANDO') = ("mentorship_requests"."mentor_id" is null) or "mentorship_requests"."status" in ('CONCLUIDA','CANCELADA'));
