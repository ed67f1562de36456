-- Issue 15 §4, the embedded database: one process owns a PGlite database, so that process can keep the answers
-- of the session check and reuse them, provided it hears of every write that could change one. The check
-- reads a session and its person only (the person's language and photo key are copied onto users, 0035), so
-- a write to either table says so with a notification, and the process drops what it kept (ADR 0048,
-- addendum of 28 Nov). Only a connection that asks for it (app.session_watch = 'on', set by the embedded
-- driver) notifies: on PostgreSQL, where instances share the database and no answer is kept, NOTIFY would
-- only add a queue entry and a lock at every commit.
CREATE FUNCTION notify_session_rows() RETURNS trigger
LANGUAGE plpgsql SET search_path = public, pg_temp AS $$
BEGIN
  IF current_setting('app.session_watch', true) = 'on' THEN
    PERFORM pg_notify('session_rows', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A new session or person changes no answer already given; an update, a deletion or a truncation may.
CREATE TRIGGER sessions_notify AFTER UPDATE OR DELETE OR TRUNCATE ON sessions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();--> statement-breakpoint
CREATE TRIGGER users_notify AFTER UPDATE OR DELETE OR TRUNCATE ON users
  FOR EACH STATEMENT EXECUTE FUNCTION notify_session_rows();--> statement-breakpoint
-- The check also answers the session's absolute expiry and its last-seen mark (after any move), so that an
-- answer kept is reused only while the same call would give it: not expired, not idle, no mark to move.
DROP FUNCTION app_session_check(text, uuid, text, timestamptz, timestamptz, timestamptz);--> statement-breakpoint
CREATE FUNCTION app_session_check(
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
  photo_key text,
  expires_at timestamptz,
  seen_at timestamptz
)
LANGUAGE plpgsql SECURITY INVOKER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
BEGIN
  PERFORM set_config('role', p_role, true), set_config('app.tenant_id', p_tenant::text, true);
  SELECT u.id, u.tenant_id, u.public_id, u.first_name, u.last_name, u.position, u.email, u.role, u.status,
         u.email_verified_at, u.session_language, u.session_photo_key, s.expires_at, s.last_seen_at
    INTO id, tenant_id, public_id, first_name, last_name, "position", email, role, status, email_verified_at,
         language, photo_key, expires_at, seen_at
    FROM sessions s
    JOIN users u ON u.tenant_id = s.tenant_id AND u.id = s.user_id
   WHERE s.id_hash = p_id_hash AND s.tenant_id = p_tenant AND s.revoked_at IS NULL
     AND s.expires_at > p_now AND s.last_seen_at > p_idle_cutoff AND u.status = 'active';
  IF NOT FOUND THEN
    RETURN;
  END IF;
  -- Written at most once a minute per session: most requests only read.
  IF seen_at < p_touch_before THEN
    UPDATE sessions s SET last_seen_at = p_now WHERE s.id_hash = p_id_hash AND s.tenant_id = p_tenant;
    seen_at := p_now;
  END IF;
  RETURN NEXT;
END
$$;
