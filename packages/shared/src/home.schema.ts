/**
 * The home page per role (issue 10 §3; ADR 0034). One call, answered with only the sections the
 * caller may see (the server's policy resolver decides; an omitted section is one not theirs):
 *   GET /api/inicio   → homeSummarySchema
 *
 * - `profileCompleteness`: the caller's own profile, section by section, for everyone who may edit
 *   it (`profile.edit` with the relation `self`: every signed-in person). Only the sections whose tab
 *   the profile shows its owner (the §6 profile-tab matrix for the caller's role and tenant) count.
 * - `talentCounts`: the tenant's active talents created since `since` (7 days ago) and those whose
 *   profile is not complete, for whoever opens the talent base (`talents.summarize`).
 *
 * - `myCourses` (issue 13; ADR 0038): the caller's enrolments in progress (status A), for whoever may
 *   browse courses (`course.browse`) and has one; left out when they have none.
 * - `courseOverview` (issue 13): for whoever manages courses (`course.manage`, Admin): the classes
 *   starting within COURSE_SOON_DAYS and the evasions (changes to E) of the current month.
 *
 * "Complete profile" is one rule, the analytics funnel's: basic data, additional information and
 * location saved (PROFILE_COMPLETE_SECTIONS). The server computes each section in SQL
 * (apps/api/src/modules/home/profile-completeness.repository.ts), so the funnel can count with it.
 */
import { z } from 'zod';
import { classSummarySchema, enrolmentStatusSchema } from './courses.schema.ts';
import { PROFILE_TABS, type ProfileTab, profileTabsOf } from './permissions.ts';
import type { Role } from './roles.ts';
import type { TenantSlug } from './tenants.ts';

/** The parts of a profile a person fills in, in the order the profile shows them. */
export const PROFILE_SECTIONS = [
  'basicData',
  'additionalInformation',
  'location',
  'education',
  'photo',
  'professionalProfile',
  'resume',
  'skills',
  'languages',
  'behaviouralTest',
] as const;
export type ProfileSection = (typeof PROFILE_SECTIONS)[number];
export const profileSectionSchema = z.enum(PROFILE_SECTIONS);

/** The profile tab each section lives on: where the home's "missing" links lead. */
export const PROFILE_SECTION_TABS: Readonly<Record<ProfileSection, ProfileTab>> = {
  basicData: 'personalInformation',
  additionalInformation: 'personalInformation',
  location: 'personalInformation',
  education: 'personalInformation',
  // The photo is changed from the profile header, which the first tab shows.
  photo: 'personalInformation',
  professionalProfile: 'professionalProfile',
  resume: 'professionalProfile',
  skills: 'skills',
  languages: 'skills',
  behaviouralTest: 'behaviouralTest',
};

/** A profile is complete when these are saved (the analytics funnel's "profile complete" step). */
export const PROFILE_COMPLETE_SECTIONS = [
  'basicData',
  'additionalInformation',
  'location',
] as const satisfies readonly ProfileSection[];

/** The sections a person's own profile asks of them: those on the tabs it shows its owner. */
export function profileSectionsFor(tenant: TenantSlug, role: Role): ProfileSection[] {
  const tabs = profileTabsOf({ tenant, ownerRole: role, viewerRole: role });
  return PROFILE_SECTIONS.filter((section) => tabs.includes(PROFILE_SECTION_TABS[section]));
}

/** Whole percent of the sections done; a profile that asks nothing is complete. */
export function completenessPercent(done: number, of: number): number {
  return of === 0 ? 100 : Math.floor((done * 100) / of);
}

/** Days back that count as "new this week". */
export const NEW_TALENT_DAYS = 7;

export const profileSectionStateSchema = z.object({
  section: profileSectionSchema,
  tab: z.enum(PROFILE_TABS),
  done: z.boolean(),
});
export type ProfileSectionState = z.infer<typeof profileSectionStateSchema>;

export const profileCompletenessSchema = z.object({
  /** Whole percent of `sections` done (rounded down: 100 only when nothing is missing). */
  percent: z.number().int().min(0).max(100),
  /** The funnel's rule: every PROFILE_COMPLETE_SECTIONS section done. */
  complete: z.boolean(),
  /** Every section the caller's profile asks for, in PROFILE_SECTIONS order. */
  sections: z.array(profileSectionStateSchema),
});
export type ProfileCompleteness = z.infer<typeof profileCompletenessSchema>;

export const talentCountsSchema = z.object({
  /** Active talents of the tenant (the talent base's rows). */
  total: z.number().int().min(0),
  /** Of them, created at or after `since`. */
  newSince: z.number().int().min(0),
  /** Of them, whose profile is not complete (PROFILE_COMPLETE_SECTIONS). */
  incompleteProfiles: z.number().int().min(0),
  /** ISO timestamp, NEW_TALENT_DAYS before the answer. */
  since: z.iso.datetime({ offset: true }),
});
export type TalentCounts = z.infer<typeof talentCountsSchema>;

/** How many enrolments in progress the card lists (`total` counts them all). */
export const HOME_COURSES_MAX = 5;
/** Days ahead that count as "starting soon". */
export const COURSE_SOON_DAYS = 30;

export const myCoursesSchema = z.object({
  /** Enrolments in progress, the class ending soonest first (undated last); at most HOME_COURSES_MAX. */
  inProgress: z.array(
    z.object({
      courseId: z.number().int(),
      courseName: z.string(),
      classe: classSummarySchema,
      status: enrolmentStatusSchema,
      /** When the enrolment became active. */
      since: z.string(),
    }),
  ),
  /** All the caller's enrolments in progress. */
  total: z.number().int().min(0),
});
export type MyCourses = z.infer<typeof myCoursesSchema>;

export const courseOverviewSchema = z.object({
  /** Classes not cancelled starting from today to COURSE_SOON_DAYS ahead, soonest first (at most 10). */
  classesStartingSoon: z.array(
    z.object({
      courseId: z.number().int(),
      courseName: z.string(),
      classe: classSummarySchema,
      capacity: z.number().int().nullable(),
      seatsUsed: z.number().int(),
    }),
  ),
  /** yyyy-mm-dd, today + COURSE_SOON_DAYS. */
  soonUntil: z.iso.date(),
  evasionThisMonth: z.object({
    /** Enrolments that became E since `since` (each change counts once). */
    count: z.number().int().min(0),
    /** yyyy-mm-dd: the first day of the month in the product's calendar. */
    since: z.iso.date(),
  }),
});
export type CourseOverview = z.infer<typeof courseOverviewSchema>;

/** The sections the web's card registry shows (the web's registry test asks that each has a card). */
export const HOME_SECTIONS = ['profileCompleteness', 'talentCounts', 'myCourses', 'courseOverview'] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

export const homeSummarySchema = z.object({
  profileCompleteness: profileCompletenessSchema.optional(),
  talentCounts: talentCountsSchema.optional(),
  myCourses: myCoursesSchema.optional(),
  courseOverview: courseOverviewSchema.optional(),
});
export type HomeSummary = z.infer<typeof homeSummarySchema>;
