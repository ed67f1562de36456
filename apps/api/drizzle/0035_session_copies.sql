ALTER TABLE "users" ADD COLUMN "session_language" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "session_photo_key" varchar(64);--> statement-breakpoint
-- Issue 15 §4: the session check read the person's language (user_settings) and photo (profiles, stored_files)
-- as two subqueries, each under row-level security: about a third of what PostgreSQL spent on the check. The
-- database now keeps both on the person's row (the pattern of 0015), so the check reads two rows, session and
-- person. sync_session_copies(ids) recomputes both for these people from their sources.
CREATE FUNCTION sync_session_copies(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  UPDATE users u
     SET session_language = c.language, session_photo_key = c.photo_key
    FROM (
      SELECT x.id,
        (SELECT us.value FROM user_settings us
          WHERE us.tenant_id = x.tenant_id AND us.user_id = x.id AND us.key = 'language') AS language,
        (SELECT f.storage_key FROM profiles p
           JOIN stored_files f ON f.tenant_id = p.tenant_id AND f.id = p.photo_file_id
          WHERE p.tenant_id = x.tenant_id AND p.user_id = x.id) AS photo_key
      FROM users x WHERE x.id = ANY (ids)
    ) c
   WHERE u.id = c.id
     AND (u.session_language, u.session_photo_key) IS DISTINCT FROM (c.language, c.photo_key);
END $$;--> statement-breakpoint
-- Statement-level with transition tables: a bulk write (a seed, an import) recomputes each person once.
CREATE FUNCTION user_settings_sync_session_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sync_session_copies(ARRAY(SELECT DISTINCT user_id FROM new_rows WHERE key = 'language'));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sync_session_copies(ARRAY(SELECT user_id FROM old_rows WHERE key = 'language'
                                      UNION SELECT user_id FROM new_rows WHERE key = 'language'));
  ELSE
    PERFORM sync_session_copies(ARRAY(SELECT DISTINCT user_id FROM old_rows WHERE key = 'language'));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER user_settings_session_copies_insert AFTER INSERT ON user_settings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION user_settings_sync_session_copies();--> statement-breakpoint
CREATE TRIGGER user_settings_session_copies_update AFTER UPDATE ON user_settings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION user_settings_sync_session_copies();--> statement-breakpoint
CREATE TRIGGER user_settings_session_copies_delete AFTER DELETE ON user_settings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION user_settings_sync_session_copies();--> statement-breakpoint
-- A profile's photo: set, replaced, removed, or cleared when its file goes (the foreign key's SET NULL is an update).
CREATE FUNCTION profiles_sync_session_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM sync_session_copies(ARRAY(SELECT user_id FROM new_rows WHERE photo_file_id IS NOT NULL));
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM sync_session_copies(ARRAY(
      SELECT n.user_id FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.user_id = n.user_id
       WHERE n.photo_file_id IS DISTINCT FROM o.photo_file_id));
  ELSE
    PERFORM sync_session_copies(ARRAY(SELECT user_id FROM old_rows WHERE photo_file_id IS NOT NULL));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_session_copies_insert AFTER INSERT ON profiles
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_sync_session_copies();--> statement-breakpoint
CREATE TRIGGER profiles_session_copies_update AFTER UPDATE ON profiles
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION profiles_sync_session_copies();--> statement-breakpoint
CREATE TRIGGER profiles_session_copies_delete AFTER DELETE ON profiles
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION profiles_sync_session_copies();--> statement-breakpoint
-- A stored file's key does not change today; should it ever, the photo's copy follows.
CREATE FUNCTION stored_files_sync_session_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_session_copies(ARRAY(
    SELECT p.user_id FROM new_rows n JOIN old_rows o ON o.tenant_id = n.tenant_id AND o.id = n.id
      JOIN profiles p ON p.tenant_id = n.tenant_id AND p.photo_file_id = n.id
     WHERE n.storage_key IS DISTINCT FROM o.storage_key));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER stored_files_session_copies_update AFTER UPDATE ON stored_files
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION stored_files_sync_session_copies();--> statement-breakpoint
-- What is already there, copied once (forced RLS binds the owner too, so FORCE is off for the copy).
ALTER TABLE "users" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_settings" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_files" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
SELECT sync_session_copies(ARRAY(
  SELECT user_id FROM user_settings WHERE key = 'language'
  UNION SELECT user_id FROM profiles WHERE photo_file_id IS NOT NULL));--> statement-breakpoint
ALTER TABLE "users" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_settings" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "profiles" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "stored_files" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
-- The check itself (0031), reading the copies with the person.
CREATE OR REPLACE FUNCTION app_session_check(
  p_role text,
  p_tenant uuid,
  p_id_hash text,
  p_now timestamptz,
  p_idle_cutoff timestamptz,
  p_touch_before timestamptz
) RETURNS TABLE (
  id integer,
  tenant_id uuid,
  public_id uuid,
  first_name text,
  last_name text,
  "position" text,
  email text,
  role text,
  status text,
  email_verified_at timestamptz,
  language text,
  photo_key text
)
LANGUAGE plpgsql SECURITY INVOKER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
DECLARE
  seen timestamptz;
BEGIN
  PERFORM set_config('role', p_role, true), set_config('app.tenant_id', p_tenant::text, true);
  SELECT u.id, u.tenant_id, u.public_id, u.first_name, u.last_name, u.position, u.email, u.role, u.status,
         u.email_verified_at, u.session_language, u.session_photo_key, s.last_seen_at
    INTO id, tenant_id, public_id, first_name, last_name, "position", email, role, status, email_verified_at,
         language, photo_key, seen
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
   WHERE s.id_hash = p_id_hash AND s.tenant_id = p_tenant AND s.revoked_at IS NULL
     AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff AND u.status = 'active';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Written at most once a minute per session: most requests only read.
  IF seen < p_touch_before THEN
    UPDATE sessions s SET last_seen_at = p_now WHERE s.id_hash = p_id_hash AND s.tenant_id = p_tenant;
  END IF;
  RETURN NEXT;
END
$$;
