import { Link, useLocation, useNavigate, useNavigation } from 'react-router';
import type { TNavigation } from '../lib/navigation.tsx';

function useIsNavigating(): boolean {
  return useNavigation().state !== 'idle';
}

/** The app's navigation (lib/navigation.tsx): React Router's own link and hooks. */
export const reactRouterNavigation: TNavigation = { Link, useLocation, useNavigate, useIsNavigating };
