CREATE TABLE "analytics_digests" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"roles" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL,
	"last_sent_week" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_digests" ADD CONSTRAINT "analytics_digests_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Tenant-owned like every other table (ADR 0003): forced row-level security.
ALTER TABLE "analytics_digests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "analytics_digests" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "analytics_digests" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
