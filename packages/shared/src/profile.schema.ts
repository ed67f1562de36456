/**
 * The profile resource as a whole: its address ({id} is always the person's publicId, never the
 * numeric user id) and the summary that tells the web whose profile it is and what the caller may
 * do with it. Each tab has its own contract file (profile-personal, profile-professional,
 * profile-skills, profile-behaviour); photos and résumés are in files.schema.ts.
 */
import { z } from 'zod';
import { roleSchema } from './core-enums.schema.ts';
import { PROFILE_TABS } from './permissions.ts';

export const profileParamsSchema = z.object({ id: z.uuid({ error: 'validation.invalid' }) });
export type ProfileParams = z.infer<typeof profileParamsSchema>;

/**
 * How the caller relates to the profile owner; decides editing and what is left out.
 * - self: the person; edits everything.
 * - admin: Admin of the tenant; edits everything.
 * - hr: Rh of the tenant; reads everything, edits nothing.
 * - mentor: a mentor linked to this talent by a mentorship request; reads the non-sensitive part.
 * - talentBase: a role that reaches the talent base, looking at a talent; reads the non-sensitive part.
 */
export const PROFILE_RELATIONS = ['self', 'admin', 'hr', 'mentor', 'talentBase'] as const;
export type ProfileRelation = (typeof PROFILE_RELATIONS)[number];

export const profileAccessSchema = z.object({
  relation: z.enum(PROFILE_RELATIONS),
  canEdit: z.boolean(),
  /** False when the sensitive fields (LGPD Art. 11) are left out of every answer. */
  seesSensitive: z.boolean(),
  /** Only the person answers their own behavioural test. */
  canTakeTest: z.boolean(),
});
export type ProfileAccess = z.infer<typeof profileAccessSchema>;

/** GET /api/perfil/{id}: the header of every profile tab. */
export const profileSummarySchema = z.object({
  id: z.number().int(),
  publicId: z.uuid(),
  firstName: z.string(),
  lastName: z.string(),
  socialName: z.string().nullable(),
  email: z.string(),
  userType: roleSchema,
  position: z.string().nullable(),
  photoUrl: z.string().nullable(),
  tabs: z.array(z.enum(PROFILE_TABS)),
  access: profileAccessSchema,
});
export type ProfileSummary = z.infer<typeof profileSummarySchema>;

/** Spec §9: long texts 3000, other text areas 700. */
export const LONG_TEXT_MAX = 3000;
export const TEXT_AREA_MAX = 700;
