import { Outlet } from '@tanstack/react-router';
import { BlankFrame } from './BlankFrame.js';

/** Auth and error pages: no navigation, centred content. */
export function BlankLayout() {
  return (
    <BlankFrame>
      <Outlet />
    </BlankFrame>
  );
}
