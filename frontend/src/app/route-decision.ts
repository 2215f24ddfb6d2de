import type { CurrentUser } from '@mithaq/contracts';
import { emailLinkPaths, paths, protectedPaths } from '../config/paths';
import { isAdmin, isQuestionnaireComplete } from '../lib/session';

export type RouteDecision =
  { kind: 'spinner' } | { kind: 'render' } | { kind: 'redirect'; to: string };

export interface RouteDecisionInput {
  pathname: string;
  isLoading: boolean;
  user: CurrentUser | null;
}

// The router matches paths case-insensitively and ignores a trailing slash; so must the guards.
const normalise = (pathname: string): string => pathname.toLowerCase().replace(/\/+$/, '') || '/';

/** The routing guards as one pure decision; pages never redirect a visitor themselves. */
export const decideRoute = ({ pathname, isLoading, user }: RouteDecisionInput): RouteDecision => {
  if (isLoading) {
    return { kind: 'spinner' };
  }
  const path = normalise(pathname);
  if (!user) {
    // The route table marks /document-upload/{id} signed-in too.
    return protectedPaths.includes(path) || path.startsWith('/document-upload/')
      ? { kind: 'redirect', to: paths.auth }
      : { kind: 'render' };
  }
  // Applies on /admin too: a non-admin must finish the questionnaire before seeing anything.
  const questionnaireExempt =
    path === paths.questionnaire || path === paths.auth || emailLinkPaths.includes(path);
  if (!isAdmin(user) && !isQuestionnaireComplete(user) && !questionnaireExempt) {
    return { kind: 'redirect', to: paths.questionnaire };
  }
  // /admin renders for everyone else: the page itself shows non-admins 'Access Denied'.
  return { kind: 'render' };
};
