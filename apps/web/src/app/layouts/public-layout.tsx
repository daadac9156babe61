import { Outlet } from 'react-router';
import { PublicFrame } from './public-frame.tsx';

/** Landing, policies, the sign-in pages and the verify pages: no top bar (spec section 2); the cookie notice. */
export default function PublicLayout() {
  return (
    <PublicFrame>
      <Outlet />
    </PublicFrame>
  );
}
