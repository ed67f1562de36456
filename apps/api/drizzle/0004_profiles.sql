CREATE TABLE "behavioural_test_attempts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "behavioural_test_attempts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"taken_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answers" jsonb NOT NULL,
	"score_1" integer NOT NULL,
	"score_2" integer NOT NULL,
	"score_3" integer NOT NULL,
	"score_4" integer NOT NULL,
	"dominant" varchar(1) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mentorship_requests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "mentorship_requests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"mentor_id" integer,
	"area_option_id" integer,
	"objective" text,
	"period" varchar(1),
	"concluded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_certificates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_certificates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"course_name" varchar(255) NOT NULL,
	"platform" varchar(255) NOT NULL,
	"issue_date" date,
	"url" varchar(255) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_educations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_educations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"education_type" varchar(1) NOT NULL,
	"course" varchar(255) NOT NULL,
	"institution" varchar(255) NOT NULL,
	"situation" varchar(1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profile_languages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "profile_languages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"name_language" varchar(16) NOT NULL,
	"general_level" integer NOT NULL,
	"speaking_level" integer,
	"writing_level" integer,
	"reading_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"social_name" varchar(150),
	"cpf" varchar(11),
	"birth_date" date,
	"phone_dial_code" varchar(4),
	"phone" varchar(14),
	"gender" varchar(1),
	"race_color" varchar(1),
	"disability" varchar(1),
	"disability_types" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"nationality" varchar(1),
	"guardian_name" varchar(255),
	"guardian_relation" varchar(2),
	"school_year" varchar(3),
	"employment_status" varchar(2),
	"goals" varchar(2)[] DEFAULT '{}'::varchar[] NOT NULL,
	"referral_source" varchar(1),
	"computer_level" varchar(1),
	"computer_available" varchar(1),
	"learning_environment" varchar(1),
	"broadband" varchar(1),
	"family_income" varchar(1),
	"family_dependents" varchar(1),
	"income_programs" varchar(1),
	"country" varchar(100),
	"postal_code" varchar(16),
	"address" varchar(255),
	"street_number" varchar(32),
	"neighborhood" varchar(255),
	"complement" varchar(64),
	"state" varchar(255),
	"city" varchar(255),
	"city_code" integer,
	"mentoring_availability" varchar(1) DEFAULT 'N' NOT NULL,
	"mentor_area_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"help_talents" text,
	"career_goals" text,
	"motivation_label" varchar(2),
	"motivation" text,
	"photo_file_id" uuid,
	"resume_file_id" uuid,
	"soft_skills" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL,
	"hard_skills" varchar(50)[] DEFAULT '{}'::varchar[] NOT NULL,
	"learning_style" varchar(1),
	"learning_preference" varchar(1),
	"work_mode" varchar(1),
	"feedback_style" varchar(1),
	"communication" varchar(1),
	"shift" varchar(1),
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "profiles_tenant_id_user_id_pk" PRIMARY KEY("tenant_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"user_id" integer NOT NULL,
	"owner_user_id" integer,
	"kind" varchar(16) NOT NULL,
	"storage_key" varchar(64) NOT NULL,
	"content_type" varchar(64) NOT NULL,
	"size_bytes" integer NOT NULL,
	"original_name" varchar(255),
	"attached_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_storage_key_unique" UNIQUE("storage_key"),
	CONSTRAINT "stored_files_kind_check" CHECK ("stored_files"."kind" in ('profile-photo','resume'))
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "sector_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "company_relationship_ids" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "behavioural_test_attempts" ADD CONSTRAINT "behavioural_test_attempts_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mentorship_requests" ADD CONSTRAINT "mentorship_requests_tenant_id_mentor_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","mentor_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_certificates" ADD CONSTRAINT "profile_certificates_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_educations" ADD CONSTRAINT "profile_educations_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profile_languages" ADD CONSTRAINT "profile_languages_tenant_id_general_level_option_items_tenant_id_id_fk" FOREIGN KEY ("tenant_id","general_level") REFERENCES "public"."option_items"("tenant_id","id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_tenant_id_user_id_users_tenant_id_id_fk" FOREIGN KEY ("tenant_id","user_id") REFERENCES "public"."users"("tenant_id","id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "behavioural_test_attempts_user_idx" ON "behavioural_test_attempts" USING btree ("tenant_id","user_id","taken_at");--> statement-breakpoint
CREATE INDEX "mentorship_requests_mentor_idx" ON "mentorship_requests" USING btree ("tenant_id","mentor_id","user_id");--> statement-breakpoint
CREATE INDEX "profile_certificates_user_idx" ON "profile_certificates" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE INDEX "profile_educations_user_idx" ON "profile_educations" USING btree ("tenant_id","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "profile_languages_user_language_key" ON "profile_languages" USING btree ("tenant_id","user_id","name_language");--> statement-breakpoint
CREATE INDEX "stored_files_unattached_idx" ON "stored_files" USING btree ("created_at") WHERE "stored_files"."attached_at" is null;