ALTER TABLE "option_items" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "option_items" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "option_items" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
