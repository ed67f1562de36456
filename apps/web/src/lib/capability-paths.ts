import type { TranslationKey } from '@ponte/shared/i18n/keys';
import type { Capability } from '@ponte/shared/permissions';
import { MANAGER_ITEM_PATHS, menuItemPath, profilePath, QUIZ_PATHS } from '@ponte/shared/permissions';
import type { TenantSlug } from '@ponte/shared/tenants';

/** The screen each capability opens, and the catalogue key that names it (home shortcuts). */
export function capabilityEntry(
  capability: Exclude<Capability, 'home' | 'help' | 'helpManagement'>,
  tenant: TenantSlug,
  publicId: string,
): { path: string; titleKey: TranslationKey } {
  switch (capability) {
    case 'profile':
      return { path: profilePath(publicId), titleKey: 'menu.myProfile' };
    case 'users':
      return { path: MANAGER_ITEM_PATHS.usersList, titleKey: 'pages.users' };
    case 'collaborators':
    case 'talentBase':
    case 'coursesAndTrails':
    case 'registerCompany':
    case 'mentoring':
    case 'talentMentoring':
    case 'analytics':
      return { path: menuItemPath(capability, tenant, publicId), titleKey: `pages.${capability}` };
    case 'companies':
      return { path: MANAGER_ITEM_PATHS.companies, titleKey: 'pages.registeredCompanies' };
    case 'mentoringRequests':
      return { path: MANAGER_ITEM_PATHS.mentoringRequests, titleKey: 'pages.mentoringRequests' };
    case 'courseManagement':
      return { path: MANAGER_ITEM_PATHS.coursesAndEnrolments, titleKey: 'pages.coursesAndEnrolments' };
    case 'quiz':
      return { path: MANAGER_ITEM_PATHS.quiz, titleKey: 'pages.quiz' };
    case 'quizTaking':
      return { path: QUIZ_PATHS.mine, titleKey: 'pages.myQuizzes' };
    case 'quizGrading':
      return { path: QUIZ_PATHS.grading, titleKey: 'pages.quizGrading' };
  }
}
