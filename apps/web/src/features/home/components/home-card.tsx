import { Card, Skeleton, Stack, Title, UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A card's frame on the home: bordered, full height of its grid row, its title a level-3 heading. */
export function HomeCard({ title, children, testId }: { title: string; children: ReactNode; testId: string }) {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" data-testid={testId}>
      <Stack gap="xs">
        <Title order={3} size="h4" c="brand">
          {title}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}

/** A card that is one link as a whole (it leads to one screen). */
export function HomeLinkCard({
  to,
  title,
  children,
  testId,
}: {
  to: string;
  title: string;
  children: ReactNode;
  testId: string;
}) {
  return (
    <UnstyledButton component={Link} to={to} w="100%" h="100%" display="block">
      <HomeCard title={title} testId={testId}>
        {children}
      </HomeCard>
    </UnstyledButton>
  );
}

/** Where a card will be while its code or its data arrives: grey bars, hidden from assistive technology. */
export function HomeCardSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" h="100%" aria-hidden data-home-card-loading>
      <Stack gap="sm">
        <Skeleton height={20} width="50%" />
        <Skeleton height={12} />
        <Skeleton height={12} width="70%" />
      </Stack>
    </Card>
  );
}
