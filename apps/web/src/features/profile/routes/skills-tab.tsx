// Placeholder until the tab is built (issue 3 work in progress).
export function SkillsTab() {
  return null;
}
