import { Card, Skeleton } from '@mantine/core';

export const CHART_HEIGHT = 260;

export function RegistrationsChartSkeleton() {
  return (
    <Card withBorder radius="md" padding="lg" className="portal-surface">
      <Skeleton height={18} width={220} radius="sm" />
      <Skeleton height={12} width={120} radius="sm" mt="xs" mb="md" />
      <Skeleton height={CHART_HEIGHT} radius="md" />
    </Card>
  );
}
