import { Navigate, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { HomeRoute } from './home-route';
import { lazyPage } from './lazy-page';
import { RootLayout } from './root-layout';

const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const QuestionnairePage = lazyPage(
  () => import('../features/questionnaire/pages/questionnaire-page'),
  'QuestionnairePage',
);
const MatchesPage = lazyPage(() => import('../features/matches/pages/matches-page'), 'MatchesPage');
const MessagesPage = lazyPage(
  () => import('../features/messages/pages/messages-page'),
  'MessagesPage',
);
const MembershipPage = lazyPage(
  () => import('../features/membership/pages/membership-page'),
  'MembershipPage',
);
const CheckoutPage = lazyPage(
  () => import('../features/checkout/pages/checkout-page'),
  'CheckoutPage',
);
const PaymentSuccessPage = lazyPage(
  () => import('../features/checkout/pages/payment-success-page'),
  'PaymentSuccessPage',
);
const PaymentProcessingPage = lazyPage(
  () => import('../features/checkout/pages/payment-processing-page'),
  'PaymentProcessingPage',
);
const SubscriptionManagementPage = lazyPage(
  () => import('../features/subscription/pages/subscription-management-page'),
  'SubscriptionManagementPage',
);
const DocumentUploadPage = lazyPage(
  () => import('../features/documents/pages/document-upload-page'),
  'DocumentUploadPage',
);
const MarriageCoursePage = lazyPage(
  () => import('../features/marriage-course/pages/marriage-course-page'),
  'MarriageCoursePage',
);
const ServicesPage = lazyPage(
  () => import('../features/services/pages/services-page'),
  'ServicesPage',
);
const ContactPage = lazyPage(() => import('../features/contact/pages/contact-page'), 'ContactPage');
const PrivacyPolicyPage = lazyPage(
  () => import('../features/legal/pages/privacy-policy-page'),
  'PrivacyPolicyPage',
);
const TermsOfServicePage = lazyPage(
  () => import('../features/legal/pages/terms-of-service-page'),
  'TermsOfServicePage',
);
const AdminPage = lazyPage(() => import('../features/admin/pages/admin-page'), 'AdminPage');
const NotFoundPage = lazyPage(
  () => import('../features/not-found/pages/not-found-page'),
  'NotFoundPage',
);

/** The route table; the guards run in RootLayout. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
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
