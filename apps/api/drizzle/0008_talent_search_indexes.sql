-- Talent search (GET /api/talentos): see apps/api/src/modules/talents/talents.repository.ts, whose
-- expressions and partial predicate these indexes repeat word for word. docs/performance.md has the plans.
--
-- Row-level security is forced, and PostgreSQL applies a query's own conditions before (or as
-- index conditions alongside) the tenant policy only when their functions are LEAKPROOF. These
-- built-ins cannot reveal row data (they only compare or fold case; their errors depend on the
-- query's own pattern, never on a row), but are not marked so, which would keep the skills GIN and
-- the trigram indexes unused. Marking them needs a superuser: without one, the search still
-- answers correctly, only through scans (docs/performance.md).
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textcat(text, text) LEAKPROOF;
    ALTER FUNCTION lower(text) LEAKPROOF;
    ALTER FUNCTION textlike(text, text) LEAKPROOF;
    ALTER FUNCTION arraycontains(anyarray, anyarray) LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: talent search functions left as they are (no index use for skills and fragments)';
  END IF;
END $$;--> statement-breakpoint
-- Keyset paging: one btree per sort, (tenant, sort keys, id), over the listed people only. Plain
-- columns, no expressions: their comparisons are leakproof, so the page after row 200,000 is an
-- index range scan like page 1.
CREATE INDEX IF NOT EXISTS "users_talent_name_key_idx" ON "users" ("tenant_id", "first_name", "last_name", "id") WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_last_login_key_idx" ON "users" ("tenant_id", "last_login_at", "id") WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
-- Fragment search on name and email (pg_trgm), with the tenant inside the same GIN index (btree_gin).
CREATE INDEX IF NOT EXISTS "users_talent_name_trgm_idx" ON "users" USING gin ("tenant_id", lower("first_name" || ' ' || "last_name") gin_trgm_ops) WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_email_trgm_idx" ON "users" USING gin ("tenant_id", lower("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "users_talent_sector_idx" ON "users" ("tenant_id", "sector_id") WHERE "role" = 'Talento' AND "status" = 'active';--> statement-breakpoint
-- Every profile filter in one multi-column GIN (btree_gin for the scalar columns): any subset of
-- state, city, gender, race/colour, disability and the skill arrays is intersected inside the
-- index, so only matching rows are fetched from the heap.
CREATE INDEX IF NOT EXISTS "profiles_talent_search_idx" ON "profiles" USING gin ("tenant_id", "state", "city", "gender", "race_color", "disability", "soft_skills", "hard_skills");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "profiles_phone_trgm_idx" ON "profiles" USING gin ("tenant_id", "phone" gin_trgm_ops);--> statement-breakpoint
-- Language filter: EXISTS (… name_language = ? and general_level = any(?)) probes and bitmap scans.
CREATE INDEX IF NOT EXISTS "profile_languages_search_idx" ON "profile_languages" ("tenant_id", "name_language", "general_level", "user_id");
