import type { ManagerItem, MenuItem } from '@ponte/shared/permissions';
import {
  IconBriefcase,
  IconBuildingCommunity,
  IconBuildingPlus,
  IconChartBar,
  IconListCheck,
  IconMessageQuestion,
  IconMessages,
  IconSchool,
  IconSettings,
  IconUserCircle,
  IconUserStar,
  IconUsers,
  IconUsersGroup,
  type TablerIcon,
} from '@tabler/icons-react';

export const MENU_ICONS: Record<MenuItem, TablerIcon> = {
  managerSubmenu: IconSettings,
  myUsers: IconUsers,
  myProfile: IconUserCircle,
  collaborators: IconUsersGroup,
  talentBase: IconUserStar,
  coursesAndTrails: IconSchool,
  registerCompany: IconBuildingPlus,
  mentoring: IconMessages,
  talentMentoring: IconBriefcase,
  analytics: IconChartBar,
};

export const MANAGER_ICONS: Record<ManagerItem, TablerIcon> = {
  companies: IconBuildingCommunity,
  mentoringRequests: IconMessageQuestion,
  usersList: IconUsers,
  coursesAndEnrolments: IconSchool,
  quiz: IconListCheck,
};
