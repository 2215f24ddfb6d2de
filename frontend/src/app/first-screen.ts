import { paths } from '../config/paths';
import { bannerParts, hero, HOW_IT_WORKS_ID } from '../features/home/components/landing-content';
import { appTheme, brand, textColors } from './theme';

/**
 * The top of the landing page as plain HTML and CSS, written into the document the gateway sends
 * a visitor at "/" (the build's landing.html), so the announcement and the hero's heading, lead
 * and buttons paint with the document instead of after the scripts. Each box has the size and
 * place the app gives it (antd's Alert, Row, Col, Flex, Typography and large Buttons in the app
 * theme, at every width), so when the app replaces it the same words stay where they were; the
 * picture's frame keeps its height, empty until the app fills it. The texts are the app's own
 * (landing-content), so the two cannot drift apart.
 */

const escapeHtml = (text: string): string =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

const fontFamily = appTheme.token?.fontFamily ?? 'sans-serif';
const text = 'rgba(0, 0, 0, 0.88)';

/** The CSS of the markup below; antd's values in the app theme, measured on the rendered app. */
export const firstScreenCss = `
/*
 * The landing page is always taller than the window; where scrollbars take room, the room is kept
 * from the start, so the page does not narrow (and its centred column move) when the app arrives.
 */
html {
  scrollbar-gutter: stable;
}
.first-screen-main {
  box-sizing: border-box;
  width: 100%;
  max-width: 1200px;
  margin-inline: auto;
  padding: 24px;
  font-family: ${fontFamily};
  font-size: 14px;
  line-height: 22px;
  color: ${text};
}
.first-screen-main *,
.first-screen-main *::before,
.first-screen-main *::after {
  box-sizing: border-box;
}
.first-screen-banner {
  display: flex;
  align-items: center;
  padding: 8px 12px;
  background: #f6ffed;
  border: 1px solid #b7eb8f;
  border-radius: ${appTheme.token?.borderRadiusLG ?? 10}px;
  word-wrap: break-word;
}
.first-screen-banner a {
  color: ${brand.teal};
  text-decoration: none;
}
.first-screen-hero {
  display: flex;
  flex-flow: row wrap;
  align-items: center;
  row-gap: 32px;
  margin-inline: -24px;
  padding-block: 48px;
}
.first-screen-col {
  position: relative;
  flex: 0 0 100%;
  max-width: 100%;
  min-height: 1px;
  padding-inline: 24px;
}
.first-screen-text {
  display: flex;
  flex-direction: column;
  gap: 16px;
}
.first-screen-text h1 {
  margin: 0;
  font-size: 38px;
  font-weight: 600;
  line-height: 1.2105263157894737;
  color: ${text};
  word-break: break-word;
}
.first-screen-lead {
  margin: 0;
  font-size: 18px;
  line-height: 1.5714285714285714;
  color: ${textColors.tertiary};
  word-break: break-word;
}
.first-screen-actions {
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
}
.first-screen-button {
  display: inline-flex;
  align-items: center;
  justify-content: center;
  height: 40px;
  padding: 0 15px;
  font-size: 16px;
  line-height: normal;
  color: ${text};
  white-space: nowrap;
  text-decoration: none;
  background: #fff;
  border: 1px solid #d9d9d9;
  border-radius: ${appTheme.token?.borderRadiusLG ?? 10}px;
}
.first-screen-button.first-screen-primary {
  color: #fff;
  background: ${brand.teal};
  border-color: transparent;
}
.first-screen-frame {
  height: 320px;
}
@media (min-width: 768px) {
  .first-screen-col.first-screen-text-col {
    flex: 0 0 54.166666666666664%;
    max-width: 54.166666666666664%;
  }
  .first-screen-col.first-screen-frame-col {
    flex: 0 0 45.83333333333333%;
    max-width: 45.83333333333333%;
  }
}
`;

/** The markup of the page area (the app's <main>) as the landing page starts it. */
export const firstScreenHtml = (): string => {
  const link = (href: string, label: string) => `<a href="${href}">${escapeHtml(label)}</a>`;
  const banner = [
    escapeHtml(bannerParts.before),
    link(paths.marriageCourse, bannerParts.courseLink),
    escapeHtml(bannerParts.between),
    link(paths.nikahServices, bannerParts.servicesLink),
    escapeHtml(bannerParts.after),
  ].join('');
  return [
    '<main class="first-screen-main">',
    '<div class="first-screen-banner" role="region" aria-label="Announcements">',
    `<span>${banner}</span>`,
    '</div>',
    '<div class="first-screen-hero">',
    '<div class="first-screen-col first-screen-text-col"><div class="first-screen-text">',
    `<h1>${escapeHtml(hero.title)}</h1>`,
    `<div class="first-screen-lead">${escapeHtml(hero.lead)}</div>`,
    '<div class="first-screen-actions">',
    `<a class="first-screen-button first-screen-primary" href="${paths.auth}">${escapeHtml(hero.begin)}</a>`,
    `<a class="first-screen-button" href="#${HOW_IT_WORKS_ID}">${escapeHtml(hero.howItWorks)}</a>`,
    '</div>',
    '</div></div>',
    '<div class="first-screen-col first-screen-frame-col"><div class="first-screen-frame"></div></div>',
    '</div>',
    '</main>',
  ].join('');
};
