-- Images in annotations (ADR 0037): uploaded through the files pipeline as their own kind, attached to the
-- annotation that shows them (access follows who may read it) and removed with it.
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_kind_check";--> statement-breakpoint
ALTER TABLE "stored_files" ADD COLUMN "annotation_id" integer;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_annotation_id_annotations_tenant_id_id_fk" FOREIGN KEY ("tenant_id","annotation_id") REFERENCES "public"."annotations"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stored_files_annotation_idx" ON "stored_files" USING btree ("tenant_id","annotation_id") WHERE "stored_files"."annotation_id" is not null;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_annotation_check" CHECK ("stored_files"."annotation_id" is null or "stored_files"."kind" = 'annotation-image');--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('profile-photo','resume','annotation-image'));