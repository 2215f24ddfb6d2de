import { Navigate, useLocation, useRoutes, type RouteObject } from 'react-router';
import { paths } from '../config/paths';
import { MatchesPage } from './first-pages';
import { HomeRoute } from './home-route';
import { lazyPage } from '../lib/lazy-page';
import { usePageTitle, type PageHandle } from './page-title';
import { RootLayout } from './root-layout';
import { RouteErrorBoundary } from './route-error-boundary';

const AuthPage = lazyPage(() => import('../features/auth/pages/auth-page'), 'AuthPage');
const ForgotPasswordPage = lazyPage(
  () => import('../features/account/pages/forgot-password-page'),
  'ForgotPasswordPage',
);
const ResetPasswordPage = lazyPage(
  () => import('../features/account/pages/reset-password-page'),
  'ResetPasswordPage',
);
const VerifyEmailPage = lazyPage(
  () => import('../features/account/pages/verify-email-page'),
  'VerifyEmailPage',
);
const ProfilePage = lazyPage(() => import('../features/profile/pages/profile-page'), 'ProfilePage');
const QuestionnairePage = lazyPage(
  () => import('../features/questionnaire/pages/questionnaire-page'),
  'QuestionnairePage',
);
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

const title = (name: string): PageHandle => ({ title: name });

/** The route table; the guards run in RootLayout; each page names itself for the browser tab. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    children: [
      { path: paths.home, element: <HomeRoute /> },
      { path: paths.auth, element: <AuthPage />, handle: title('Sign In') },
      {
        path: paths.forgotPassword,
        element: <ForgotPasswordPage />,
        handle: title('Forgot Password'),
      },
      {
        path: paths.resetPassword,
        element: <ResetPasswordPage />,
        handle: title('Reset Password'),
      },
      { path: paths.verifyEmail, element: <VerifyEmailPage />, handle: title('Verify Email') },
      { path: paths.profile, element: <ProfilePage />, handle: title('Your Profile') },
      { path: paths.questionnaire, element: <QuestionnairePage />, handle: title('Questionnaire') },
      { path: paths.matches, element: <MatchesPage />, handle: title('Your Matches') },
      { path: paths.messages, element: <MessagesPage />, handle: title('Messages') },
      { path: paths.membership, element: <MembershipPage />, handle: title('Membership') },
      { path: paths.checkout, element: <CheckoutPage />, handle: title('Checkout') },
      { path: paths.checkoutPage, element: <CheckoutPage />, handle: title('Checkout') },
      {
        path: paths.paymentSuccess,
        element: <PaymentSuccessPage />,
        handle: title('Payment Successful'),
      },
      {
        path: paths.paymentProcessing,
        element: <PaymentProcessingPage />,
        handle: title('Payment Processing'),
      },
      {
        path: paths.subscriptionManagement,
        element: <SubscriptionManagementPage />,
        handle: title('Your Subscription'),
      },
      {
        path: paths.documentUpload,
        element: <DocumentUploadPage />,
        handle: title('Documents & Meeting'),
      },
      {
        path: paths.marriageCourse,
        element: <MarriageCoursePage />,
        handle: title('Marriage Course'),
      },
      {
        path: paths.services,
        element: <ServicesPage />,
        handle: title('Nikah & Wedding Services'),
      },
      { path: paths.nikahServices, element: <Navigate to={paths.services} replace /> },
      { path: paths.contact, element: <ContactPage />, handle: title('Contact Us') },
      {
        path: paths.privacyPolicy,
        element: <PrivacyPolicyPage />,
        handle: title('Privacy Policy'),
      },
      {
        path: paths.termsOfService,
        element: <TermsOfServicePage />,
        handle: title('Terms of Service'),
      },
      { path: paths.admin, element: <AdminPage />, handle: title('Admin Dashboard') },
      { path: '*', element: <NotFoundPage />, handle: title('Page Not Found') },
    ],
  },
];

/**
 * The page the address asks for, in the shell, named in the browser tab. The routes render in
 * React Router's plain (declarative) mode: the app loads no data through the router, so its data
 * router, a large part of the library, would be shipped to every first screen for nothing.
 */
export const AppRoutes = () => {
  const location = useLocation();
  usePageTitle(routes);
  const page = useRoutes(routes);
  return <RouteErrorBoundary locationKey={location.key}>{page}</RouteErrorBoundary>;
};
