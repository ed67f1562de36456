import type { ProfileSummary } from '@ponte/shared/profile.schema';
import { createContext, type ReactNode, useContext } from 'react';

export interface ProfileContextValue {
  summary: ProfileSummary;
  /** True when the viewer may not edit or asked for ?view=readonly: tabs render their views, not their forms. */
  readOnly: boolean;
  /** The profile owner's publicId (the :id of the route). */
  publicId: string;
}

const ProfileContext = createContext<ProfileContextValue | null>(null);

export function ProfileProvider({ value, children }: { value: ProfileContextValue; children: ReactNode }) {
  return <ProfileContext.Provider value={value}>{children}</ProfileContext.Provider>;
}

/** The profile the tab belongs to; only valid under ProfileLayout, which loads the summary first. */
export function useProfile(): ProfileContextValue {
  const value = useContext(ProfileContext);
  if (!value) throw new Error('useProfile must be used inside ProfileLayout');
  return value;
}
