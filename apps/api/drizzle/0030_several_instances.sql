CREATE TABLE "rate_limits" (
	"key" varchar(255) PRIMARY KEY NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	"expire" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "stored_file_blobs" (
	"storage_key" varchar(64) PRIMARY KEY NOT NULL,
	"tenant_id" uuid NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "stored_file_blobs" ADD CONSTRAINT "stored_file_blobs_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_expire_idx" ON "rate_limits" USING btree ("expire");--> statement-breakpoint
-- Tenant-owned like every other table (ADR 0003): forced row-level security.
ALTER TABLE "stored_file_blobs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_file_blobs" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "stored_file_blobs" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
-- JPEG and PDF are compressed already: kept out of line without another compression attempt.
ALTER TABLE "stored_file_blobs" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
