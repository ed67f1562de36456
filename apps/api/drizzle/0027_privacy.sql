CREATE TABLE "account_deletion_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "account_deletion_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"status" varchar(16) DEFAULT 'pending' NOT NULL,
	"requested_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp (3) with time zone,
	"decided_by" integer,
	CONSTRAINT "account_deletion_requests_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "account_deletion_requests_status_check" CHECK ("account_deletion_requests"."status" in ('pending','completed','cancelled'))
);
--> statement-breakpoint
CREATE TABLE "consents" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "consents_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"purpose" varchar(32) NOT NULL,
	"version" varchar(16) NOT NULL,
	"granted_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"withdrawn_at" timestamp (3) with time zone,
	CONSTRAINT "consents_purpose_check" CHECK ("consents"."purpose" in ('sensitiveData'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "anonymised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ADD CONSTRAINT "account_deletion_requests_tenant_id_decided_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","decided_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "account_deletion_requests_one_pending_key" ON "account_deletion_requests" USING btree ("tenant_id","user_id") WHERE "account_deletion_requests"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "account_deletion_requests_queue_idx" ON "account_deletion_requests" USING btree ("tenant_id","status","requested_at");--> statement-breakpoint
CREATE UNIQUE INDEX "consents_one_live_key" ON "consents" USING btree ("tenant_id","user_id","purpose") WHERE "consents"."withdrawn_at" is null;--> statement-breakpoint
-- Tenant-owned like every other table (ADR 0003): forced row-level security.
ALTER TABLE "consents" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "consents" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "consents" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "account_deletion_requests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "account_deletion_requests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "account_deletion_requests" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
-- The event tables are append-only for the app role (no UPDATE), yet an anonymised person's free texts in
-- them (a cancel reason, a note on their enrolment) must go. This one function, run as its owner, blanks
-- exactly those texts of one person of the current tenant and nothing else; the rows and their statuses
-- stay for the analytics (ADR 0044). Row-level security is forced on both tables, so it sees one tenant.
CREATE FUNCTION anonymise_event_texts(person integer) RETURNS void
LANGUAGE sql SECURITY DEFINER SET search_path = public, pg_temp AS $$
  UPDATE mentorship_events e SET reason = NULL, note = NULL
   WHERE e.tenant_id = app_current_tenant()
     AND (e.reason IS NOT NULL OR e.note IS NOT NULL)
     AND e.request_id IN (SELECT r.id FROM mentorship_requests r WHERE r.tenant_id = app_current_tenant() AND r.user_id = person);
  UPDATE enrolment_events e SET note = NULL
   WHERE e.tenant_id = app_current_tenant()
     AND e.note IS NOT NULL
     AND e.enrolment_id IN (SELECT n.id FROM enrolments n WHERE n.tenant_id = app_current_tenant() AND n.user_id = person);
$$;--> statement-breakpoint
-- Only the app role may call it (granted in src/db/app-role.ts, which creates the role after migrations).
REVOKE ALL ON FUNCTION anonymise_event_texts(integer) FROM PUBLIC;
