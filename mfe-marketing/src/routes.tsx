import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { loadMarkdown } from './features/frameworks/components/framework-text';
import { testimonialsQueryOptions } from './features/testimonials/api/get-testimonials';

/**
 * The marketing pages, exactly the routes the registry gives this remote. The home page's
 * testimonials are public, so its server render fetches them with the options the page reads.
 * Each page's code loads when it is first shown, so a first visit carries only its own page.
 */
export const pages: RemotePage[] = [
  {
    path: paths.home,
    Component: lazyPage(() => import('./pages/home-page').then((m) => m.HomePage)),
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(testimonialsQueryOptions()),
  },
  {
    path: paths.about,
    Component: lazyPage(() => import('./pages/about-page').then((m) => m.AboutPage)),
  },
  {
    path: paths.philosophy,
    Component: lazyPage(() => import('./pages/philosophy-page').then((m) => m.PhilosophyPage)),
    // The frameworks' complete texts are Markdown, rendered on the server only (see FrameworkText).
    prefetch: () => loadMarkdown(),
  },
  {
    path: paths.speaking,
    Component: lazyPage(() => import('./pages/speaking-page').then((m) => m.SpeakingPage)),
  },
  {
    path: paths.consulting,
    Component: lazyPage(() => import('./pages/consulting-page').then((m) => m.ConsultingPage)),
  },
  {
    path: paths.connect,
    Component: lazyPage(() => import('./pages/connect-page').then((m) => m.ConnectPage)),
  },
  {
    path: paths.privacyPolicy,
    Component: lazyPage(() =>
      import('./pages/privacy-policy-page').then((m) => m.PrivacyPolicyPage),
    ),
  },
  {
    path: paths.termsOfService,
    Component: lazyPage(() =>
      import('./pages/terms-of-service-page').then((m) => m.TermsOfServicePage),
    ),
  },
  {
    path: paths.stripeSetup,
    Component: lazyPage(() => import('./pages/stripe-setup-page').then((m) => m.StripeSetupPage)),
  },
  {
    path: paths.newsletterUnsubscribe,
    Component: lazyPage(() =>
      import('./pages/newsletter-unsubscribe-page').then((m) => m.NewsletterUnsubscribePage),
    ),
  },
];

export default createRemoteRoutes(pages);
