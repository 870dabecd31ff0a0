import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import { testimonialsQueryOptions } from './features/testimonials/api/get-testimonials';
import { AboutPage } from './pages/about-page';
import { ConnectPage } from './pages/connect-page';
import { ConsultingPage } from './pages/consulting-page';
import { HomePage } from './pages/home-page';
import { NewsletterUnsubscribePage } from './pages/newsletter-unsubscribe-page';
import { PhilosophyPage } from './pages/philosophy-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { SpeakingPage } from './pages/speaking-page';
import { StripeSetupPage } from './pages/stripe-setup-page';
import { TermsOfServicePage } from './pages/terms-of-service-page';

/**
 * The marketing pages, exactly the routes the registry gives this remote. The home page's
 * testimonials are public, so its server render fetches them with the options the page reads.
 */
export const pages: RemotePage[] = [
  {
    path: paths.home,
    Component: HomePage,
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(testimonialsQueryOptions()),
  },
  { path: paths.about, Component: AboutPage },
  { path: paths.philosophy, Component: PhilosophyPage },
  { path: paths.speaking, Component: SpeakingPage },
  { path: paths.consulting, Component: ConsultingPage },
  { path: paths.connect, Component: ConnectPage },
  { path: paths.privacyPolicy, Component: PrivacyPolicyPage },
  { path: paths.termsOfService, Component: TermsOfServicePage },
  { path: paths.stripeSetup, Component: StripeSetupPage },
  { path: paths.newsletterUnsubscribe, Component: NewsletterUnsubscribePage },
];

export default createRemoteRoutes(pages);
