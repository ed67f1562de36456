import { z } from 'zod';
import { tenantSlugSchema } from './core-enums.schema.ts';

export const tenantResponseSchema = z.object({
  slug: tenantSlugSchema,
  name: z.string(),
  primaryColor: z.string(),
  accentColor: z.string(),
  logoUrl: z.string(),
  vocabulary: z.enum(['talento', 'aluno']),
  talentBaseSegment: z.enum(['base-de-talentos', 'base-de-alunos']),
  features: z.object({
    companies: z.boolean(),
    quiz: z.boolean(),
    feedbackTab: z.boolean(),
    learningEnvironment: z.boolean(),
    classFilter: z.boolean(),
    mentoringPeriod: z.boolean(),
    userListEmail: z.boolean(),
    behaviouralTestForAll: z.boolean(),
  }),
});
export type TenantResponse = z.infer<typeof tenantResponseSchema>;
