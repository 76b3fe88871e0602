import { Skeleton } from '@mantine/core';
import classes from './MainLayout.module.css';

// Stand-ins for the parts of the layout that depend on who is signed in, drawn while `/auth/me`
// answers (MainLayout's frame). Each has the size of what replaces it, so nothing moves then.

/** The vertical menu: section headings and entries, at the menu's own row heights. */
export function MenuSkeleton() {
  return (
    <div className={classes.menuSkeleton} aria-hidden>
      {[1, 5, 2, 2].map((rows, section) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture, never reordered
        <div key={section} className={classes.menuSkeletonSection}>
          {section > 0 && <Skeleton className={classes.menuSkeletonHeading} radius="sm" />}
          {Array.from({ length: rows }, (_, row) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture, never reordered
            <Skeleton key={row} className={classes.menuSkeletonItem} radius="md" />
          ))}
        </div>
      ))}
    </div>
  );
}

/** The horizontal menu's one row of entries. */
export function HorizontalMenuSkeleton() {
  return (
    <div className={classes.hMenuSkeleton} aria-hidden>
      {[7, 6, 8, 7, 6].map((rem, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a fixed picture, never reordered
        <Skeleton key={index} h="2.375rem" w={`${rem}rem`} radius="md" />
      ))}
    </div>
  );
}

/** The account › site switcher, at the width of each of its sizes. */
export function SwitcherSkeleton({ size }: { size: 'full' | 'compact' | 'icon' }) {
  const width = { full: '12.5rem', compact: '9rem', icon: '2.75rem' }[size];
  return <Skeleton h="2.75rem" w={width} radius="md" aria-hidden />;
}

/** "Post a job" (a button, or an icon when space is short). */
export function PostJobSkeleton({ compact }: { compact: boolean }) {
  return <Skeleton h="2.75rem" w={compact ? '2.75rem' : '7.5rem'} radius="md" aria-hidden />;
}

/** The bell and the avatar: each button's 44 px square. */
export function IconSkeleton() {
  return <Skeleton h="2.75rem" w="2.75rem" circle aria-hidden />;
}
