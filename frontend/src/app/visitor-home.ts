/**
 * The attributes on <html> of the documents the gateway sends at "/" (the build's landing.html
 * and dashboard.html) and at the matches page (matches.html): a visitor's, for whom the server
 * found no session and which draws the landing page's first screen, and a member's, for whom it
 * found one.
 */
export const VISITOR_HOME_ATTRIBUTE = 'data-visitor-home';
export const MEMBER_HOME_ATTRIBUTE = 'data-member-home';

export const isVisitorHomeDocument = (root: Element = document.documentElement): boolean =>
  root.hasAttribute(VISITOR_HOME_ATTRIBUTE);

export const isMemberHomeDocument = (root: Element = document.documentElement): boolean =>
  root.hasAttribute(MEMBER_HOME_ATTRIBUTE);
