import type { ComponentType } from 'react';
import { AlgorithmSettingsTab } from './tabs/algorithm-settings-tab';
import { CompatibilityThresholdsTab } from './tabs/compatibility-thresholds-tab';
import { ContactSubmissionsTab } from './tabs/contact-submissions-tab';
import { CourseManagementTab } from './tabs/course-management-tab';
import { CourseSchedulingTab } from './tabs/course-scheduling-tab';
import { DocumentVerificationTab } from './tabs/document-verification-tab';
import { ImageManagementTab } from './tabs/image-management-tab';
import { LogoManagementTab } from './tabs/logo-management-tab';
import { MatchAnalysisTab } from './tabs/match-analysis-tab';
import { MatchRequestsTab } from './tabs/match-requests-tab';
import { MeetingRequestsTab } from './tabs/meeting-requests-tab';
import { MessageModerationTab } from './tabs/message-moderation-tab';
import { MessagingAuditTab } from './tabs/messaging-audit-tab';
import { MembershipPricingTab } from './tabs/membership-pricing-tab';
import { PendingApprovalsTab } from './tabs/pending-approvals-tab';
import { QuestionnaireApprovalsTab } from './tabs/questionnaire-approvals-tab';
import { ReportedUsersTab } from './tabs/reported-users-tab';
import { SecurityTab } from './tabs/security-tab';
import { SentEmailsTab } from './tabs/sent-emails-tab';
import { ServiceBookingsTab } from './tabs/service-bookings-tab';
import { ServicesAdminTab } from './tabs/services-admin-tab';
import { SiteContentTab } from './tabs/site-content-tab';
import { SiteSettingsTab } from './tabs/site-settings-tab';
import { SupportInboxTab } from './tabs/support-inbox-tab';
import { UserManagementTab } from './tabs/user-management-tab';

export interface AdminTab {
  key: string;
  label: string;
  Component: ComponentType;
}

export interface AdminSection {
  key: string;
  label: string;
  tabs: readonly AdminTab[];
}

/**
 * The admin tabs grouped in the four sections of the admin area, in display order. A tab is
 * listed once its API exists; later releases add entries here. pending-approvals, first in
 * User Administration, is the initial tab. Sections without tabs are not shown.
 */
export const adminSections: readonly AdminSection[] = [
  {
    key: 'user-administration',
    label: 'User Administration',
    tabs: [
      { key: 'pending-approvals', label: 'Pending Approvals', Component: PendingApprovalsTab },
      {
        key: 'questionnaire-approvals',
        label: 'Questionnaire Approvals',
        Component: QuestionnaireApprovalsTab,
      },
      { key: 'reported-users', label: 'Reported Users', Component: ReportedUsersTab },
      { key: 'message-moderation', label: 'Message Moderation', Component: MessageModerationTab },
      { key: 'support-inbox', label: 'Support Inbox', Component: SupportInboxTab },
      { key: 'messaging-audit', label: 'Messaging Audit Log', Component: MessagingAuditTab },
      { key: 'user-management', label: 'User Management', Component: UserManagementTab },
      { key: 'match-requests', label: 'Match Requests', Component: MatchRequestsTab },
    ],
  },
  {
    key: 'matching-system',
    label: 'Matching System',
    tabs: [
      { key: 'match-analysis', label: 'Match Analysis', Component: MatchAnalysisTab },
      { key: 'algorithm-settings', label: 'Algorithm Settings', Component: AlgorithmSettingsTab },
      {
        key: 'compatibility-thresholds',
        label: 'Compatibility Thresholds',
        Component: CompatibilityThresholdsTab,
      },
      {
        key: 'document-verification',
        label: 'Document Verification',
        Component: DocumentVerificationTab,
      },
      { key: 'meeting-requests', label: 'Meeting Requests', Component: MeetingRequestsTab },
    ],
  },
  {
    key: 'courses',
    label: 'Courses',
    tabs: [
      { key: 'course-management', label: 'Course Management', Component: CourseManagementTab },
      { key: 'course-scheduling', label: 'Course Scheduling', Component: CourseSchedulingTab },
      { key: 'services', label: 'Services', Component: ServicesAdminTab },
      { key: 'service-bookings', label: 'Service Bookings', Component: ServiceBookingsTab },
      { key: 'contact-submissions', label: 'Contact Messages', Component: ContactSubmissionsTab },
      { key: 'sent-emails', label: 'Sent Emails', Component: SentEmailsTab },
    ],
  },
  {
    key: 'site-management',
    label: 'Site Management',
    tabs: [
      { key: 'site-content', label: 'Site Content', Component: SiteContentTab },
      { key: 'site-settings', label: 'Site Settings', Component: SiteSettingsTab },
      { key: 'membership-pricing', label: 'Membership Pricing', Component: MembershipPricingTab },
      { key: 'logo-management', label: 'Logo Management', Component: LogoManagementTab },
      { key: 'image-management', label: 'Image Management', Component: ImageManagementTab },
      { key: 'security', label: 'Security', Component: SecurityTab },
    ],
  },
];

/** The sections that have at least one tab. */
export const visibleSections = (sections: readonly AdminSection[]): AdminSection[] =>
  sections.filter((section) => section.tabs.length > 0);

/** The initial tab: the first available one in section order. */
export const initialTabKey = (sections: readonly AdminSection[]): string | undefined =>
  sections.flatMap((section) => section.tabs)[0]?.key;

export const sectionOfTab = (
  sections: readonly AdminSection[],
  tabKey: string,
): AdminSection | undefined =>
  sections.find((section) => section.tabs.some((tab) => tab.key === tabKey));
