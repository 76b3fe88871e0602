import type { PaperProps } from '@mantine/core';
import type { FormEventHandler, ReactNode } from 'react';
import { SectionCard } from '../../shared/ui/SectionCard.js';

/**
 * One card of the profile page: its title (and intro), an error alert's place and the fields.
 * With `onSubmit` the card is a form; `size` bounds its width or fills its grid cell.
 */
export function ProfileCard({
  title,
  intro,
  onSubmit,
  size,
  children,
}: {
  title: string;
  intro?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  size: Pick<PaperProps, 'maw' | 'h'>;
  children: ReactNode;
}) {
  return (
    <SectionCard className="portal-surface" title={title} intro={intro} onSubmit={onSubmit} {...size}>
      {children}
    </SectionCard>
  );
}
