-- No LEAKPROOF marks on built-ins (issue 15 §1; ADR 0042, docs/performance.md).
--
-- 0008 and 0009 marked textcat, lower, textlike, arraycontains and arrayoverlap LEAKPROOF so that,
-- under forced row-level security, the talent search's conditions on them could be index conditions.
-- PostgreSQL requires a leakproof function never to raise an error that depends on its arguments,
-- which textlike does (a malformed pattern), and the marks need a superuser, which a least-privilege
-- deployment does not have. They go back to NOT LEAKPROOF where this migration can (a superuser:
-- tests, PGlite, a database migrated as postgres); elsewhere they were never set, and a notice says
-- what a superuser would run.
DO $$
BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION textcat(text, text) NOT LEAKPROOF;
    ALTER FUNCTION lower(text) NOT LEAKPROOF;
    ALTER FUNCTION textlike(text, text) NOT LEAKPROOF;
    ALTER FUNCTION arraycontains(anyarray, anyarray) NOT LEAKPROOF;
    ALTER FUNCTION arrayoverlap(anyarray, anyarray) NOT LEAKPROOF;
  ELSE
    RAISE NOTICE 'not a superuser: LEAKPROOF marks left as they are (a superuser can run ALTER FUNCTION textcat(text, text) NOT LEAKPROOF, and likewise lower(text), textlike(text, text), arraycontains(anyarray, anyarray), arrayoverlap(anyarray, anyarray))';
  END IF;
END $$;--> statement-breakpoint
-- Without the marks an array condition (soft_skills @> …, language_levels && …) is never an index
-- condition under the tenant policy, so the per-tenant GIN (0010) keeps only the columns whose
-- equality is leakproof: the scalar filters. They find the candidates; skills and languages are
-- checked on those rows. Smaller, and cheaper to write. (Measured and rejected: one btree row per
-- skill and language token, whose equality is leakproof, ran 2 to 5 times slower than these row
-- checks on every query shape tried, and took 1.7 GB at a million talents; docs/performance.md.)
CREATE OR REPLACE FUNCTION create_talent_search_index(tenant uuid) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE format(
    'CREATE INDEX IF NOT EXISTS %I ON profiles USING gin (state, city, gender, race_color, disability, '
    'occupation_area) WHERE tenant_id = %L::uuid',
    'profiles_talent_search_' || replace(tenant::text, '-', ''), tenant);
END $$;--> statement-breakpoint
DO $$
DECLARE
  i text;
BEGIN
  FOR i IN SELECT indexname FROM pg_indexes WHERE tablename = 'profiles' AND indexname LIKE 'profiles\_talent\_search\_%' LOOP
    EXECUTE format('DROP INDEX %I', i);
  END LOOP;
END $$;--> statement-breakpoint
SELECT create_talent_search_index(id) FROM tenants;
