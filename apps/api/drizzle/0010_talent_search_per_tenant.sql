-- Talent search: one GIN per tenant (docs/performance.md, ADR 0017).
--
-- 0009's GIN led with tenant_id, so every search intersected the tenant's posting list (all its
-- profiles) with posting lists that ran across every tenant: at a million talents, lists of 70,000
-- to 560,000 entries that GIN decodes page by page (~10 ms). A partial index per tenant over the
-- same filter columns holds that tenant's profiles only: its lists are a fifth as long and the
-- tenant is no list at all, and the planner still estimates from the plain columns' statistics.
-- (Tenant-prefixed tokens in one array were as fast, but the planner took tokens of one tenant as
-- independent across tenants and underestimated broad searches by a factor of the tenant count per
-- extra filter, choosing a bitmap over thousands of rows where walking the name order was cheaper.)
--
-- A tenant gets its index when it is inserted (trigger below), and the tenants already here get
-- theirs now. The search names the tenant in its profile conditions so the planner can use it.
CREATE OR REPLACE FUNCTION create_talent_search_index(tenant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE INDEX IF NOT EXISTS %I ON profiles USING gin (state, city, gender, race_color, disability, '
    'soft_skills, hard_skills, occupation_area, language_levels) WHERE tenant_id = %L::uuid',
    'profiles_talent_search_' || replace(tenant::text, '-', ''), tenant);
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION tenants_create_talent_search_index() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM create_talent_search_index(NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS "tenants_talent_search_index" ON "tenants";--> statement-breakpoint
CREATE TRIGGER "tenants_talent_search_index" AFTER INSERT ON "tenants"
  FOR EACH ROW EXECUTE FUNCTION tenants_create_talent_search_index();--> statement-breakpoint
DROP INDEX IF EXISTS "profiles_talent_search_idx";--> statement-breakpoint
SELECT create_talent_search_index(id) FROM tenants;
