import { lazy, type ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { RootLayout } from './root-layout';

/** A page loaded on first visit; pages are named exports. */
const page = <K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) =>
  lazy(async () => ({ default: (await load())[name] }));

const HomePage = page(() => import('../features/home/pages/home-page'), 'HomePage');
const AuthPage = page(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ProfilePage = page(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const QuestionnairePage = page(
  () => import('../features/questionnaire/pages/questionnaire-page'),
  'QuestionnairePage',
);
const MatchesPage = page(() => import('../features/matches/pages/matches-page'), 'MatchesPage');
const MessagesPage = page(() => import('../features/messages/pages/messages-page'), 'MessagesPage');
const MembershipPage = page(
  () => import('../features/membership/pages/membership-page'),
  'MembershipPage',
);
const CheckoutPage = page(() => import('../features/checkout/pages/checkout-page'), 'CheckoutPage');
const PaymentSuccessPage = page(
  () => import('../features/checkout/pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentProcessingPage = page(
  () => import('../features/checkout/pages/payment-processing-page'),
  'PaymentProcessingPage',
);
const SubscriptionManagementPage = page(
  () => import('../features/subscription/pages/subscription-management-page'),
  'SubscriptionManagementPage',
);
const DocumentUploadPage = page(
  () => import('../features/documents/pages/document-upload-page'),
  'DocumentUploadPage',
);
const MarriageCoursePage = page(
  () => import('../features/marriage-course/pages/marriage-course-page'),
  'MarriageCoursePage',
);
const ServicesPage = page(() => import('../features/services/pages/services-page'), 'ServicesPage');
const ContactPage = page(() => import('../features/contact/pages/contact-page'), 'ContactPage');
const PrivacyPolicyPage = page(
  () => import('../features/legal/pages/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfServicePage = page(
  () => import('../features/legal/pages/terms-of-service-page'),
  'TermsOfServicePage',
);
const AdminPage = page(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const NotFoundPage = page(
  () => import('../features/not-found/pages/not-found-page'),
  'NotFoundPage',
);

/** Route table of billing-course-services.md §2; the guards run in RootLayout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomePage /> },
      { path: paths.auth, element: <AuthPage /> },
      { path: paths.profile, element: <ProfilePage /> },
      { path: paths.questionnaire, element: <QuestionnairePage /> },
      { path: paths.matches, element: <MatchesPage /> },
      { path: paths.messages, element: <MessagesPage /> },
      { path: paths.membership, element: <MembershipPage /> },
      { path: paths.checkout, element: <CheckoutPage /> },
      { path: paths.checkoutPage, element: <CheckoutPage /> },
      { path: paths.paymentSuccess, element: <PaymentSuccessPage /> },
      { path: paths.paymentProcessing, element: <PaymentProcessingPage /> },
      { path: paths.subscriptionManagement, element: <SubscriptionManagementPage /> },
      { path: paths.documentUpload, element: <DocumentUploadPage /> },
      { path: paths.marriageCourse, element: <MarriageCoursePage /> },
      { path: paths.services, element: <ServicesPage /> },
      { path: paths.nikahServices, element: <Navigate to={paths.services} replace /> },
      { path: paths.contact, element: <ContactPage /> },
      { path: paths.privacyPolicy, element: <PrivacyPolicyPage /> },
      { path: paths.termsOfService, element: <TermsOfServicePage /> },
      { path: paths.admin, element: <AdminPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
