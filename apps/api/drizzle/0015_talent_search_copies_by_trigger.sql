-- The talent search's copies on profiles (occupation_area = users.sector_id; language_levels = the
-- tokens of profile_languages, see 0009) were set by every write path calling one function. The
-- database now keeps them itself, so no write path (a new service, a seed, an import) can forget.
--
-- sync_talent_search_copies(ids) recomputes both copies for these people from their sources. A talent
-- with an area or a language and no profile row gets one (the search's join needs it); other people's
-- rows are updated when they exist, never created.
-- One person's language tokens: per language row 'NAME', 'NAME:<general_level id>' and ':<level id>'.
CREATE OR REPLACE FUNCTION talent_language_tokens(tenant uuid, person integer) RETURNS varchar[]
LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}')::varchar[]
  FROM profile_languages pl
  CROSS JOIN LATERAL unnest(ARRAY[pl.name_language::text, pl.name_language || ':' || pl.general_level::text,
                                  ':' || pl.general_level::text]) AS x
  WHERE pl.tenant_id = tenant AND pl.user_id = person
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION sync_talent_search_copies(ids integer[]) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF ids IS NULL OR cardinality(ids) = 0 THEN
    RETURN;
  END IF;
  -- Two transactions editing one person's languages at once would each compute the tokens without the
  -- other's uncommitted row. Locking the people first makes the second wait; its next statement sees
  -- both. NO KEY UPDATE does not conflict with the KEY SHARE lock the language rows' foreign key takes.
  PERFORM 1 FROM users WHERE id = ANY (ids) ORDER BY id FOR NO KEY UPDATE;
  INSERT INTO profiles (tenant_id, user_id, occupation_area, language_levels)
  SELECT u.tenant_id, u.id, u.sector_id, k.levels
  FROM users u
  CROSS JOIN LATERAL (SELECT talent_language_tokens(u.tenant_id, u.id) AS levels) k
  WHERE u.id = ANY (ids)
    AND ((u.role = 'Talento' AND (u.sector_id IS NOT NULL OR cardinality(k.levels) > 0))
         OR EXISTS (SELECT 1 FROM profiles p WHERE p.tenant_id = u.tenant_id AND p.user_id = u.id))
  ON CONFLICT (tenant_id, user_id) DO UPDATE
    SET occupation_area = excluded.occupation_area, language_levels = excluded.language_levels
    WHERE profiles.occupation_area IS DISTINCT FROM excluded.occupation_area
       OR profiles.language_levels IS DISTINCT FROM excluded.language_levels;
END $$;--> statement-breakpoint
-- A profile row created by a form (personal data, professional profile) starts with the copies right.
CREATE OR REPLACE FUNCTION profiles_fill_talent_search_copies() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  NEW.occupation_area := (SELECT u.sector_id FROM users u WHERE u.id = NEW.user_id);
  NEW.language_levels := talent_language_tokens(NEW.tenant_id, NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_talent_search_copies BEFORE INSERT ON profiles
  FOR EACH ROW EXECUTE FUNCTION profiles_fill_talent_search_copies();--> statement-breakpoint
-- Statement-level with transition tables: a bulk write (a seed, an import) recomputes once per statement.
CREATE FUNCTION users_inserted_sync_talent_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_talent_search_copies(ARRAY(SELECT id FROM new_rows WHERE sector_id IS NOT NULL));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_talent_search_copies_insert AFTER INSERT ON users
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION users_inserted_sync_talent_search();--> statement-breakpoint
CREATE FUNCTION users_updated_sync_talent_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_talent_search_copies(ARRAY(
    SELECT n.id FROM new_rows n JOIN old_rows o ON o.id = n.id
    WHERE n.sector_id IS DISTINCT FROM o.sector_id OR n.role IS DISTINCT FROM o.role));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_talent_search_copies_update AFTER UPDATE ON users
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION users_updated_sync_talent_search();--> statement-breakpoint
CREATE FUNCTION languages_inserted_sync_talent_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_talent_search_copies(ARRAY(SELECT DISTINCT user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION languages_changed_sync_talent_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_talent_search_copies(ARRAY(SELECT user_id FROM old_rows UNION SELECT user_id FROM new_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE FUNCTION languages_deleted_sync_talent_search() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM sync_talent_search_copies(ARRAY(SELECT DISTINCT user_id FROM old_rows));
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER profile_languages_talent_search_copies_insert AFTER INSERT ON profile_languages
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION languages_inserted_sync_talent_search();--> statement-breakpoint
CREATE TRIGGER profile_languages_talent_search_copies_update AFTER UPDATE ON profile_languages
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION languages_changed_sync_talent_search();--> statement-breakpoint
CREATE TRIGGER profile_languages_talent_search_copies_delete AFTER DELETE ON profile_languages
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION languages_deleted_sync_talent_search();
