-- Integrity keys (issue 15 §1; ADR 0042): the references that had none, and an audit log that
-- outlives its actors.
--
-- Orphans first, so that adding a key never fails on a database that already holds some. Row-level
-- security is forced, so a migration run by a non-superuser owner sees one tenant at a time: the
-- clean-up walks the tenants as 0009's backfill does. What a dangling value loses:
--   a file pointer (photo, résumé, course cover), a sector, an area, a language level → NULL;
--   an unknown id inside mentor_area_ids / company_relationship_ids → dropped from the array;
--   a file whose owner is gone → unattached (the hourly purge then deletes row and bytes).
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE stored_files f SET owner_user_id = NULL, attached_at = NULL
      WHERE f.tenant_id = t AND f.owner_user_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = t AND u.id = f.owner_user_id);
    UPDATE profiles p SET photo_file_id = NULL
      WHERE p.tenant_id = t AND p.photo_file_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.tenant_id = t AND f.id = p.photo_file_id);
    UPDATE profiles p SET resume_file_id = NULL
      WHERE p.tenant_id = t AND p.resume_file_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.tenant_id = t AND f.id = p.resume_file_id);
    UPDATE courses c SET cover_file_id = NULL
      WHERE c.tenant_id = t AND c.cover_file_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM stored_files f WHERE f.tenant_id = t AND f.id = c.cover_file_id);
    UPDATE users u SET sector_id = NULL
      WHERE u.tenant_id = t AND u.sector_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = u.sector_id);
    UPDATE users u SET company_relationship_ids = ARRAY(
        SELECT x FROM unnest(u.company_relationship_ids) WITH ORDINALITY AS a(x, n)
        WHERE EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = a.x) ORDER BY a.n)
      WHERE u.tenant_id = t AND EXISTS (
        SELECT 1 FROM unnest(u.company_relationship_ids) AS a(x)
        WHERE NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = a.x));
    -- The users update above recomputed the copies of the people it touched (0015's triggers); a
    -- copy that went wrong some other way is cleared here.
    UPDATE profiles p SET occupation_area = NULL
      WHERE p.tenant_id = t AND p.occupation_area IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = p.occupation_area);
    UPDATE profiles p SET mentor_area_ids = ARRAY(
        SELECT x FROM unnest(p.mentor_area_ids) WITH ORDINALITY AS a(x, n)
        WHERE EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = a.x) ORDER BY a.n)
      WHERE p.tenant_id = t AND EXISTS (
        SELECT 1 FROM unnest(p.mentor_area_ids) AS a(x)
        WHERE NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = a.x));
    UPDATE profile_languages l SET speaking_level = NULL
      WHERE l.tenant_id = t AND l.speaking_level IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = l.speaking_level);
    UPDATE profile_languages l SET writing_level = NULL
      WHERE l.tenant_id = t AND l.writing_level IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = l.writing_level);
    UPDATE profile_languages l SET reading_level = NULL
      WHERE l.tenant_id = t AND l.reading_level IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = l.reading_level);
    UPDATE mentorship_requests r SET area_option_id = NULL
      WHERE r.tenant_id = t AND r.area_option_id IS NOT NULL
        AND NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = t AND o.id = r.area_option_id);
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_id_key" UNIQUE("tenant_id","id");--> statement-breakpoint
-- A deleted file clears the pointer only (the column list keeps tenant_id, which is NOT NULL).
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_photo_file_fk" FOREIGN KEY ("tenant_id","photo_file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE SET NULL ("photo_file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_resume_file_fk" FOREIGN KEY ("tenant_id","resume_file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE SET NULL ("resume_file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_cover_file_fk" FOREIGN KEY ("tenant_id","cover_file_id") REFERENCES "public"."stored_files"("tenant_id","id") ON DELETE SET NULL ("cover_file_id") ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_fk" FOREIGN KEY ("tenant_id","owner_user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Option items are never deleted by the app; the default NO ACTION keeps an operator from deleting one in use.
ALTER TABLE "users" ADD CONSTRAINT "users_sector_fk" FOREIGN KEY ("tenant_id","sector_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_occupation_area_fk" FOREIGN KEY ("tenant_id","occupation_area") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_speaking_level_fk" FOREIGN KEY ("tenant_id","speaking_level") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_writing_level_fk" FOREIGN KEY ("tenant_id","writing_level") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_reading_level_fk" FOREIGN KEY ("tenant_id","reading_level") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_area_fk" FOREIGN KEY ("tenant_id","area_option_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Arrays of option ids cannot carry a foreign key: triggers hold the same rule, with the same
-- SQLSTATE (23503), so the app sees a reference error either way. The writer's tenant is the row's
-- (row-level security's WITH CHECK), so the lookup sees exactly that tenant's options.
CREATE OR REPLACE FUNCTION option_ids_exist(tenant uuid, ids integer[]) RETURNS boolean
  LANGUAGE sql STABLE AS $$
  SELECT NOT EXISTS (
    SELECT 1 FROM unnest(ids) AS a(x)
    WHERE NOT EXISTS (SELECT 1 FROM option_items o WHERE o.tenant_id = tenant AND o.id = a.x))
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION profiles_check_mentor_areas() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT option_ids_exist(NEW.tenant_id, NEW.mentor_area_ids) THEN
    RAISE foreign_key_violation USING CONSTRAINT = 'profiles_mentor_areas_fk', TABLE = 'profiles',
      MESSAGE = 'profiles.mentor_area_ids holds an id that is not an option of the tenant';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER profiles_mentor_areas_fk BEFORE INSERT OR UPDATE OF mentor_area_ids ON profiles
  FOR EACH ROW WHEN (cardinality(NEW.mentor_area_ids) > 0) EXECUTE FUNCTION profiles_check_mentor_areas();--> statement-breakpoint
CREATE OR REPLACE FUNCTION users_check_company_relationships() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NOT option_ids_exist(NEW.tenant_id, NEW.company_relationship_ids) THEN
    RAISE foreign_key_violation USING CONSTRAINT = 'users_company_relationships_fk', TABLE = 'users',
      MESSAGE = 'users.company_relationship_ids holds an id that is not an option of the tenant';
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER users_company_relationships_fk BEFORE INSERT OR UPDATE OF company_relationship_ids ON users
  FOR EACH ROW WHEN (cardinality(NEW.company_relationship_ids) > 0) EXECUTE FUNCTION users_check_company_relationships();--> statement-breakpoint
-- And the other side: an option still named in one of those arrays cannot be deleted.
CREATE OR REPLACE FUNCTION option_items_check_array_references() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM profiles p WHERE p.tenant_id = OLD.tenant_id AND OLD.id = ANY (p.mentor_area_ids))
     OR EXISTS (SELECT 1 FROM users u WHERE u.tenant_id = OLD.tenant_id AND OLD.id = ANY (u.company_relationship_ids)) THEN
    RAISE foreign_key_violation USING CONSTRAINT = 'option_items_array_references', TABLE = 'option_items',
      MESSAGE = 'option item is still referenced by mentor areas or company relationships';
  END IF;
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER option_items_array_references BEFORE DELETE ON option_items
  FOR EACH ROW EXECUTE FUNCTION option_items_check_array_references();--> statement-breakpoint
-- The audit log outlives its actors. Deleting a user nulls user_id (only: the column list keeps
-- tenant_id) instead of deleting their entries, as the cascade did; actor_label, copied from the
-- user by the database at insert (no call site can forget it), still says who it was.
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_tenant_id_user_id_users_tenant_id_id_fk";--> statement-breakpoint
ALTER TABLE "audit_log" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "actor_label" varchar(512);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE SET NULL ("user_id") ON UPDATE no action;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_actor_label(tenant uuid, actor integer) RETURNS varchar
  LANGUAGE sql STABLE AS $$
  SELECT left(u.first_name || ' ' || u.last_name || ' <' || u.email || '>', 512)
  FROM users u WHERE u.tenant_id = tenant AND u.id = actor
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION audit_log_fill_actor_label() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.actor_label := audit_log_actor_label(NEW.tenant_id, NEW.user_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER audit_log_actor_label BEFORE INSERT ON audit_log
  FOR EACH ROW WHEN (NEW.user_id IS NOT NULL) EXECUTE FUNCTION audit_log_fill_actor_label();--> statement-breakpoint
DO $$
DECLARE
  t uuid;
BEGIN
  FOR t IN SELECT id FROM tenants LOOP
    PERFORM set_config('app.tenant_id', t::text, true);
    UPDATE audit_log a SET actor_label = audit_log_actor_label(t, a.user_id)
      WHERE a.tenant_id = t AND a.user_id IS NOT NULL AND a.actor_label IS NULL;
  END LOOP;
  PERFORM set_config('app.tenant_id', '', true);
END $$;
