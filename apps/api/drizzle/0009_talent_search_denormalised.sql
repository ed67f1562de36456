ALTER TABLE "profiles" ADD COLUMN "occupation_area" integer;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "language_levels" varchar(32)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
-- Talent search from one index intersection (docs/performance.md, ADR 0017). Two filters lived
-- outside profiles: occupation area (users.sector_id) and languages (an EXISTS on
-- profile_languages), so the profile GIN found thousands of candidates that were then read and
-- filtered. profiles now carries a copy of both, kept by the app in the same transaction as the
-- writes (modules/talents/talent-search-sync.repository.ts), and the GIN covers them:
--   occupation_area = users.sector_id;
--   language_levels = for each language row: 'NAME', 'NAME:<general_level id>', ':<general_level id>'.
-- 'has X' is @> '{X}'; 'has X at level >= L' is && the ids at or above L ('X:3','X:4',…); 'some
-- language at level >= L' is && (':3',':4',…). Level ids, not positions: reordering FLUENCY_LEVEL
-- changes the query's id set, never the stored tokens.
--
-- && (arrayoverlap) must be LEAKPROOF for the same reason as arraycontains in 0008.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION arrayoverlap(anyarray, anyarray) LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: arrayoverlap left as it is (no index use for language levels)';
  END IF;
END $$;--> statement-breakpoint
-- Dropped before the backfill so that a large table is not rewritten through it.
DROP INDEX IF EXISTS "profiles_talent_search_idx";--> statement-breakpoint
-- Backfill one tenant at a time: row-level security is forced, so a migration run by a non-superuser
-- owner sees only the tenant set in app.tenant_id. A talent with an area or a language but no profile
-- row gets one (every column else at its default, which the profile reads treat as "not filled");
-- other people's existing rows are updated, none created (the search lists talents only).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    WITH tokens AS (
      SELECT pl.user_id, array_agg(DISTINCT x ORDER BY x)::varchar[] AS levels
      FROM profile_languages pl
      CROSS JOIN LATERAL unnest(ARRAY[pl.name_language::text, pl.name_language || ':' || pl.general_level::text,
                                      ':' || pl.general_level::text]) AS x
      WHERE pl.tenant_id = t
      GROUP BY pl.user_id
    ), wanted AS (
      SELECT u.id AS user_id, u.role, u.sector_id, coalesce(k.levels, '{}'::varchar[]) AS levels
      FROM users u LEFT JOIN tokens k ON k.user_id = u.id
      WHERE u.tenant_id = t AND (u.sector_id IS NOT NULL OR k.levels IS NOT NULL)
    ), updated AS (
      UPDATE profiles p SET occupation_area = w.sector_id, language_levels = w.levels
      FROM wanted w
      WHERE p.tenant_id = t AND p.user_id = w.user_id
      RETURNING p.user_id
    )
    INSERT INTO profiles (tenant_id, user_id, occupation_area, language_levels)
    SELECT t, w.user_id, w.sector_id, w.levels FROM wanted w
    WHERE w.role = 'Talento'
      AND NOT EXISTS (SELECT 1 FROM profiles p WHERE p.tenant_id = t AND p.user_id = w.user_id);
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;--> statement-breakpoint
-- Every talent filter but the class, email, phone and name fragments, in one multi-column GIN
-- (btree_gin for the scalar columns): any combination is intersected inside the index.
CREATE INDEX IF NOT EXISTS "profiles_talent_search_idx" ON "profiles" USING gin ("tenant_id", "state", "city", "gender", "race_color", "disability", "soft_skills", "hard_skills", "occupation_area", "language_levels");--> statement-breakpoint
-- The area and language filters no longer read these.
DROP INDEX IF EXISTS "users_talent_sector_idx";--> statement-breakpoint
DROP INDEX IF EXISTS "profile_languages_search_idx";
