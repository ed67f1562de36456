CREATE TABLE "course_favourites" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "course_favourites_tenant_id_user_id_course_id_pk" PRIMARY KEY("tenant_id","user_id","course_id")
);
--> statement-breakpoint
CREATE TABLE "enrolment_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolment_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"enrolment_id" integer NOT NULL,
	"kind" varchar(16) NOT NULL,
	"actor_id" integer,
	"from_status" varchar(1),
	"to_status" varchar(1) NOT NULL,
	"classe_before" integer,
	"classe_after" integer NOT NULL,
	"reason_id" integer,
	"note" text,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolment_events_kind_check" CHECK ("enrolment_events"."kind" in ('CREATED','STATUS','CLASS','REASON','REOPENED')),
	CONSTRAINT "enrolment_events_status_check" CHECK ("enrolment_events"."to_status" in ('A','I','E','C') and ("enrolment_events"."from_status" is null or "enrolment_events"."from_status" in ('A','I','E','C')))
);
--> statement-breakpoint
CREATE TABLE "enrolments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "enrolments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"classe_id" integer NOT NULL,
	"status" varchar(1) DEFAULT 'A' NOT NULL,
	"reason_id" integer,
	"status_since" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_by" integer,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "enrolments_tenant_id_id_key" UNIQUE("tenant_id","id"),
	CONSTRAINT "enrolments_status_check" CHECK ("enrolments"."status" in ('A','I','E','C')),
	CONSTRAINT "enrolments_reason_check" CHECK ("enrolments"."reason_id" is null or "enrolments"."status" in ('I','E'))
);
--> statement-breakpoint
CREATE TABLE "trail_courses" (
	"tenant_id" uuid NOT NULL,
	"trail_id" integer NOT NULL,
	"course_id" integer NOT NULL,
	"step" integer NOT NULL,
	CONSTRAINT "trail_courses_tenant_id_trail_id_course_id_pk" PRIMARY KEY("tenant_id","trail_id","course_id"),
	CONSTRAINT "trail_courses_step_check" CHECK ("trail_courses"."step" >= 1)
);
--> statement-breakpoint
CREATE TABLE "trails" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "trails_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"name" varchar(255) COLLATE "und-x-icu" NOT NULL,
	"description" text,
	"enforce_order" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "trails_tenant_id_id_key" UNIQUE("tenant_id","id")
);
--> statement-breakpoint
ALTER TABLE "option_items" DROP CONSTRAINT "option_items_type_check";--> statement-breakpoint
ALTER TABLE "stored_files" DROP CONSTRAINT "stored_files_kind_check";--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "code" varchar(32);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "shift" varchar(1);--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "stage" varchar(16) DEFAULT 'planned' NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "description" text;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "area_id" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "workload_hours" integer;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "modality" varchar(16);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "partner_name" varchar(255);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "partner_url" varchar(255);--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "cover_file_id" uuid;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "status" varchar(16) DEFAULT 'draft' NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "certificate_on_completion" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "skills" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL;--> statement-breakpoint
ALTER TABLE "courses" ADD COLUMN "updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_tenant_course_id_key" UNIQUE("tenant_id","course_id","id");--> statement-breakpoint
ALTER TABLE "course_favourites" ADD CONSTRAINT "course_favourites_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_favourites" ADD CONSTRAINT "course_favourites_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_events" ADD CONSTRAINT "enrolment_events_tenant_id_enrolment_id_enrolments_tenant_id_id_fk" FOREIGN KEY ("tenant_id","enrolment_id") REFERENCES "public"."enrolments"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_events" ADD CONSTRAINT "enrolment_events_tenant_id_actor_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","actor_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_events" ADD CONSTRAINT "enrolment_events_tenant_id_classe_before_classes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","classe_before") REFERENCES "public"."classes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_events" ADD CONSTRAINT "enrolment_events_tenant_id_classe_after_classes_tenant_id_id_fk" FOREIGN KEY ("tenant_id","classe_after") REFERENCES "public"."classes"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolment_events" ADD CONSTRAINT "enrolment_events_tenant_id_reason_id_option_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reason_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_class_of_course_fk" FOREIGN KEY ("tenant_id","course_id","classe_id") REFERENCES "public"."classes"("tenant_id","course_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_reason_id_option_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","reason_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "enrolments" ADD CONSTRAINT "enrolments_tenant_id_changed_by_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","changed_by") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_courses" ADD CONSTRAINT "trail_courses_tenant_id_trail_id_trails_tenant_id_id_fk" FOREIGN KEY ("tenant_id","trail_id") REFERENCES "public"."trails"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trail_courses" ADD CONSTRAINT "trail_courses_tenant_id_course_id_courses_tenant_id_id_fk" FOREIGN KEY ("tenant_id","course_id") REFERENCES "public"."courses"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trails" ADD CONSTRAINT "trails_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_favourites_course_idx" ON "course_favourites" USING btree ("tenant_id","course_id","created_at","user_id");--> statement-breakpoint
CREATE INDEX "enrolment_events_enrolment_idx" ON "enrolment_events" USING btree ("tenant_id","enrolment_id","created_at","id");--> statement-breakpoint
CREATE INDEX "enrolment_events_evasion_idx" ON "enrolment_events" USING btree ("tenant_id","created_at") WHERE "enrolment_events"."to_status" = 'E';--> statement-breakpoint
CREATE UNIQUE INDEX "enrolments_person_course_key" ON "enrolments" USING btree ("tenant_id","user_id","course_id");--> statement-breakpoint
CREATE INDEX "enrolments_course_since_idx" ON "enrolments" USING btree ("tenant_id","course_id","status_since","id");--> statement-breakpoint
CREATE INDEX "enrolments_course_status_idx" ON "enrolments" USING btree ("tenant_id","course_id","status","status_since","id");--> statement-breakpoint
CREATE INDEX "enrolments_class_status_idx" ON "enrolments" USING btree ("tenant_id","classe_id","status","status_since","id");--> statement-breakpoint
CREATE INDEX "enrolments_class_user_idx" ON "enrolments" USING btree ("tenant_id","classe_id","user_id");--> statement-breakpoint
CREATE INDEX "trail_courses_course_idx" ON "trail_courses" USING btree ("tenant_id","course_id");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_tenant_id_area_id_option_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","area_id") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "classes_start_idx" ON "classes" USING btree ("tenant_id","start_date");--> statement-breakpoint
CREATE INDEX "courses_catalogue_idx" ON "courses" USING btree ("tenant_id","status","name","id");--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_stage_check" CHECK ("classes"."stage" in ('planned','open','in_progress','ended','cancelled'));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_shift_check" CHECK ("classes"."shift" is null or "classes"."shift" in ('M','T','N'));--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_capacity_check" CHECK ("classes"."capacity" is null or "classes"."capacity" > 0);--> statement-breakpoint
ALTER TABLE "classes" ADD CONSTRAINT "classes_dates_check" CHECK ("classes"."end_date" is null or "classes"."start_date" is null or "classes"."end_date" >= "classes"."start_date");--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_status_check" CHECK ("courses"."status" in ('draft','published','archived'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_modality_check" CHECK ("courses"."modality" is null or "courses"."modality" in ('online','presencial','hibrido'));--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_workload_check" CHECK ("courses"."workload_hours" is null or "courses"."workload_hours" between 1 and 10000);--> statement-breakpoint
ALTER TABLE "courses" ADD CONSTRAINT "courses_description_length_check" CHECK (length("courses"."description") <= 200000);--> statement-breakpoint
ALTER TABLE "option_items" ADD CONSTRAINT "option_items_type_check" CHECK ("option_items"."type" in ('MENTOR_AREA','EMPLOYEE_SECTOR','COMPANY_RELATIONSHIP','FLUENCY_LEVEL','ANNOTATION_CATEGORY','EVASION_REASON'));--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('profile-photo','resume','annotation-image','course-cover'));;--> statement-breakpoint
-- Courses and enrolments (issue 13, ADR 0038). What was stored before keeps its meaning: the courses
-- the talent filters showed are published, and each person_courses row becomes an enrolment with a
-- CREATED event (person_courses itself goes in 0019). Forced row-level security binds the owner
-- that runs migrations too, so the tables read and written here drop FORCE for the copy.
ALTER TABLE "courses" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "person_courses" NO FORCE ROW LEVEL SECURITY;--> statement-breakpoint
UPDATE "courses" SET "status" = 'published';--> statement-breakpoint
INSERT INTO "enrolments" ("tenant_id", "user_id", "course_id", "classe_id", "status", "status_since", "created_at", "updated_at")
  SELECT pc."tenant_id", pc."user_id", pc."course_id", pc."classe_id", pc."status", pc."created_at", pc."created_at", pc."created_at"
  FROM "person_courses" pc
  JOIN "classes" cl ON cl."tenant_id" = pc."tenant_id" AND cl."id" = pc."classe_id" AND cl."course_id" = pc."course_id";--> statement-breakpoint
INSERT INTO "enrolment_events" ("tenant_id", "enrolment_id", "kind", "to_status", "classe_after", "created_at")
  SELECT "tenant_id", "id", 'CREATED', "status", "classe_id", "created_at" FROM "enrolments";--> statement-breakpoint
ALTER TABLE "courses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "person_courses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolments" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "enrolments" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "enrolment_events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "enrolment_events" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "enrolment_events" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "course_favourites" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "course_favourites" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "course_favourites" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "trails" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "trails" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "trails" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());--> statement-breakpoint
ALTER TABLE "trail_courses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "trail_courses" FORCE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE POLICY tenant_isolation ON "trail_courses" USING (tenant_id = app_current_tenant()) WITH CHECK (tenant_id = app_current_tenant());
