-- Gerenciar Inscrições sorted by name (issue 13, ADR 0038): every person of a tenant in reading order (the
-- name columns carry und-x-icu, 0014), so a course's page walks people by name and finds each enrolment by its key.
CREATE INDEX "users_name_key_idx" ON "users" USING btree ("tenant_id","first_name","last_name","id");