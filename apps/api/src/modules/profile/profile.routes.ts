import { profileParamsSchema, profileSummarySchema } from '@ponte/shared/profile.schema';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ScopedDatabase } from '../../db/scope.ts';
import { errorResponses } from '../../http/error-responses.ts';
import { P } from '../../http/permissions.ts';
import { ProfileService } from './profile.service.ts';
import { profileBehaviourRoutes } from './profile-behaviour.routes.ts';
import { BehaviourService } from './profile-behaviour.service.ts';
import { profilePersonalRoutes } from './profile-personal.routes.ts';
import { PersonalInformationService, type SensitiveConsentCheck } from './profile-personal.service.ts';
import { profileProfessionalRoutes } from './profile-professional.routes.ts';
import { ProfessionalProfileService } from './profile-professional.service.ts';
import { profileRequest } from './profile-request.ts';
import { profileSkillsRoutes } from './profile-skills.routes.ts';
import { type PlatformCertificates, SkillsService } from './profile-skills.service.ts';

export interface ProfileServices {
  summary: ProfileService;
  personal: PersonalInformationService;
  professional: ProfessionalProfileService;
  skills: SkillsService;
  behaviour: BehaviourService;
}

export function createProfileServices(
  db: ScopedDatabase,
  options: { platformCertificates?: PlatformCertificates; consent: SensitiveConsentCheck },
): ProfileServices {
  return {
    summary: new ProfileService(db),
    personal: new PersonalInformationService(db, options.consent),
    professional: new ProfessionalProfileService(db),
    skills: new SkillsService(db, options.platformCertificates),
    behaviour: new BehaviourService(db),
  };
}

/** The profile's data calls (photo and résumé are in the files module). `:id` is always the owner's publicId. */
export const profileRoutes: FastifyPluginAsyncZod<{ profile: ProfileServices }> = async (app, { profile }) => {
  app.get(
    '/api/perfil/:id',
    {
      config: { permission: P.can('profile') },
      schema: {
        tags: ['profile'],
        summary: "Read a profile's summary and the caller's rights on it",
        operationId: 'getProfileSummary',
        description: 'Whose profile it is, the tabs it shows and what the caller may do with it.',
        params: profileParamsSchema,
        response: {
          200: profileSummarySchema.describe('The owner, the tabs shown and what the caller may do (`access`).'),
          ...errorResponses,
        },
      },
    },
    async (request) => profile.summary.summary(profileRequest(request)),
  );

  await app.register(profilePersonalRoutes, { personal: profile.personal });
  await app.register(profileProfessionalRoutes, { professional: profile.professional });
  await app.register(profileSkillsRoutes, { skills: profile.skills });
  await app.register(profileBehaviourRoutes, { behaviour: profile.behaviour });
};
