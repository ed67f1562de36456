import { talentBasePath } from '@ponte/shared/permissions';
import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { BackLink } from '@/components/back-link';
import { type Crumb, useBreadcrumbTrail } from '@/lib/breadcrumb-trail';
import { readProfileOrigin } from '@/lib/profile-origin';
import { useCan } from '@/lib/session';
import { useTenant } from '@/lib/tenant';
import { useVocabularyT } from '@/lib/use-vocabulary';
import { displayName } from './photo-avatar.tsx';

/** Where "back" leads from a profile, with the list's name and history state. */
export interface BackTarget {
  path: string;
  label: string;
  state?: unknown;
  /** The home screen: the breadcrumb has it already, and the link reads "Voltar para o início". */
  home: boolean;
}

/**
 * The list the profile was opened from (`location.state.from`, set by the link there; ADR 0035); opened
 * directly, someone else's profile leads back to the talent base for who may open it, else home.
 * The person's own profile, opened from the menu, has nowhere to go back to.
 */
export function useBackTarget(summary: ProfileSummary | undefined): BackTarget | null {
  const location = useLocation();
  const { t } = useTranslation();
  const vt = useVocabularyT();
  const tenant = useTenant();
  const can = useCan();
  const origin = readProfileOrigin(location.state);
  if (origin) {
    return {
      path: origin.path,
      label: vt(origin.labelKey),
      state: origin.listState,
      home: origin.labelKey === 'pages.home',
    };
  }
  if (!summary || summary.access.relation === 'self') return null;
  if (can('talentBase')) return { path: talentBasePath(tenant.slug), label: vt('pages.talentBase'), home: false };
  return { path: '/plataforma/home', label: t('pages.home'), home: true };
}

/** "← Voltar para Base de talentos": the list's own address, so its filters and page come back with it. */
export function ProfileBackLink({ target }: { target: BackTarget }) {
  const { t } = useTranslation();
  return (
    <BackLink to={target.path} state={target.state} data-profile-back>
      {target.home ? t('profile.backHome') : t('profile.back', { list: target.label })}
    </BackLink>
  );
}

interface TrailInput {
  summary: ProfileSummary | undefined;
  back: BackTarget | null;
  /** The person's first tab, which the name in the trail opens. */
  personHref: string | null;
  /** The current tab's name; null while the tab is unknown. */
  tabLabel: string | null;
}

/** The header's breadcrumb: Início › <list> › <person> › <tab> (the person's own: Início › Meu perfil › <tab>). */
export function useProfileBreadcrumbs({ summary, back, personHref, tabLabel }: TrailInput): void {
  const { t } = useTranslation();
  const location = useLocation();
  let trail: Crumb[] | null = null;
  if (summary && personHref && tabLabel) {
    const self = summary.access.relation === 'self';
    trail = [
      ...(back && !back.home ? [{ label: back.label, to: back.path, state: back.state }] : []),
      { label: self ? t('menu.myProfile') : displayName(summary), to: personHref, state: location.state },
      { label: tabLabel },
    ];
  }
  useBreadcrumbTrail(trail);
}
