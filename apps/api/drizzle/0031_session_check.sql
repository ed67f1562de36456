-- Issue 15 §4: every authenticated request checks its session first. Through a transaction that was four
-- round trips (BEGIN, the role and tenant, the look-up, COMMIT) plus a second transaction for the photo, and
-- the look-up was parsed and planned each time. This one function is one statement: it drops to the app
-- role and sets the tenant for the rest of the statement's implicit transaction (row-level security then
-- applies as in any request), moves the last-seen mark when it is older than p_touch_before, and answers the
-- person, their language and their photo key; its plans are cached per connection. SECURITY INVOKER: it
-- runs with the caller's rights and can take no role the caller could not (ADR 0048).
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
  photo_key text
)
LANGUAGE plpgsql SECURITY INVOKER SET search_path = public, pg_temp AS $$
#variable_conflict use_column
DECLARE
  seen timestamptz;
BEGIN
  PERFORM set_config('role', p_role, true), set_config('app.tenant_id', p_tenant::text, true);
  -- The language and the photo as subqueries of the one row found: joined instead, a planner with a young
  -- tenant's statistics (one user, it believes) started from the tenant's users and scanned every profile.
  SELECT u.id, u.tenant_id, u.public_id, u.first_name, u.last_name, u.position, u.email, u.role, u.status,
         u.email_verified_at,
         (SELECT us.value FROM user_settings us
           WHERE us.tenant_id = u.tenant_id AND us.user_id = u.id AND us.key = 'language'),
         (SELECT f.storage_key FROM profiles p
            JOIN stored_files f ON f.tenant_id = p.tenant_id AND f.id = p.photo_file_id
           WHERE p.tenant_id = u.tenant_id AND p.user_id = u.id),
         s.last_seen_at
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
