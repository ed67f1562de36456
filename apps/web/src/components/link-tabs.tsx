import { Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useScrollingTabs } from './scrolling-tabs.ts';

export interface LinkTab {
  value: string;
  /** Where the tab leads: each tab is an address of its own (ADR 0036). */
  to: string;
  title: string;
}

/**
 * Tabs that are links: a tab opens by navigation, so Back returns to the last one. Arrow keys move the
 * focus without navigating, and the row scrolls sideways on a narrow screen rather than wrap.
 */
export function LinkTabs({
  value,
  label,
  tabs,
  children,
}: {
  /** The tab the address names. */
  value: string;
  label: string;
  tabs: readonly LinkTab[];
  /** The open tab's content. */
  children: ReactNode;
}) {
  // At 400 px the open tab may be past the edge: it is brought into view, and the sides with more tabs fade.
  const tabList = useScrollingTabs(value);
  return (
    <Tabs value={value} activateTabWithKeyboard={false} keepMounted={false}>
      <Tabs.List ref={tabList.listRef} aria-label={label} style={tabList.listStyle}>
        {tabs.map((tab) => (
          <Tabs.Tab
            key={tab.value}
            value={tab.value}
            style={{ whiteSpace: 'nowrap', flexShrink: 0 }}
            // Mantine's Tabs.Tab types no renderRoot, but passes it on to render the tab as a router link.
            {...{ renderRoot: (props: Record<string, unknown>) => <Link {...props} to={tab.to} /> }}
          >
            {tab.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={value} pt="lg">
        {children}
      </Tabs.Panel>
    </Tabs>
  );
}
