import { Text, Title } from '@mantine/core';

/** The title and optional lead line every sign-in screen opens with. */
export function AuthHeading({ title, description }: { title: string; description?: string | false }) {
  return (
    <div>
      <Title order={1} size="h2">
        {title}
      </Title>
      {description && (
        <Text c="dimmed" size="sm">
          {description}
        </Text>
      )}
    </div>
  );
}
