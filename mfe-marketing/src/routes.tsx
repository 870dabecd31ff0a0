import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, lazyPage, type RemotePage } from '@site/ui/remote-pages';
import { prefetchSpecialsDay } from '@site/ui/specials-offer';
import { loadMarkdown } from './features/frameworks/components/framework-text';
import { testimonialsQueryOptions } from './features/testimonials/api/get-testimonials';

/**
 * The marketing pages, exactly the routes the registry gives this remote. The home page's
 * testimonials (one of them on the consulting page too) and the free call's schedule (its hours,
 * on the consulting page) are public, so
 * their server renders fetch them with the options the pages read.
 * Each page's code loads when it is first shown, so a first visit carries only its own page; its
 * chunk is named (the second argument repeats the name) so the server's render preloads it.
 */
export const pages: RemotePage[] = [
  {
    path: paths.home,
    Component: lazyPage(
      () => import(/* webpackChunkName: "home-page" */ './pages/home-page').then((m) => m.HomePage),
      'home-page',
    ),
    prefetch: ({ queryClient }) => queryClient.prefetchQuery(testimonialsQueryOptions()),
  },
  {
    path: paths.about,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "about-page" */ './pages/about-page').then((m) => m.AboutPage),
      'about-page',
    ),
  },
  {
    path: paths.philosophy,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "philosophy-page" */ './pages/philosophy-page').then(
          (m) => m.PhilosophyPage,
        ),
      'philosophy-page',
    ),
    // The frameworks' complete texts are Markdown, rendered on the server only (see FrameworkText).
    prefetch: () => loadMarkdown(),
  },
  {
    path: paths.speaking,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "speaking-page" */ './pages/speaking-page').then(
          (m) => m.SpeakingPage,
        ),
      'speaking-page',
    ),
  },
  {
    path: paths.consulting,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "consulting-page" */ './pages/consulting-page').then(
          (m) => m.ConsultingPage,
        ),
      'consulting-page',
    ),
    // The free call's hours, stated on the page, come from its schedule in force, and its client
    // quote from the testimonials. The schedule's options are imported here, not above: they
    // bring the date library, which no other page needs.
    prefetch: async ({ queryClient }) => {
      const { freeCallScheduleQueryOptions } = await import(
        /* webpackChunkName: "consulting-page" */ './features/consulting/api/free-call-schedule'
      );
      // The day it is drawn on decides whether its prices stand struck through (the specials'
      // end, which the owner may set).
      prefetchSpecialsDay(queryClient);
      await Promise.all([
        queryClient.prefetchQuery(freeCallScheduleQueryOptions()),
        queryClient.prefetchQuery(testimonialsQueryOptions()),
      ]);
    },
  },
  {
    path: paths.connect,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "connect-page" */ './pages/connect-page').then(
          (m) => m.ConnectPage,
        ),
      'connect-page',
    ),
  },
  {
    path: paths.siteMap,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "site-map-page" */ './pages/site-map-page').then(
          (m) => m.SiteMapPage,
        ),
      'site-map-page',
    ),
  },
  {
    path: paths.privacyPolicy,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "privacy-policy-page" */ './pages/privacy-policy-page').then(
          (m) => m.PrivacyPolicyPage,
        ),
      'privacy-policy-page',
    ),
  },
  {
    path: paths.termsOfService,
    Component: lazyPage(
      () =>
        import(
          /* webpackChunkName: "terms-of-service-page" */ './pages/terms-of-service-page'
        ).then((m) => m.TermsOfServicePage),
      'terms-of-service-page',
    ),
  },
  {
    path: paths.stripeSetup,
    Component: lazyPage(
      () =>
        import(/* webpackChunkName: "stripe-setup-page" */ './pages/stripe-setup-page').then(
          (m) => m.StripeSetupPage,
        ),
      'stripe-setup-page',
    ),
  },
  {
    path: paths.newsletterUnsubscribe,
    Component: lazyPage(
      () =>
        import(
          /* webpackChunkName: "newsletter-unsubscribe-page" */ './pages/newsletter-unsubscribe-page'
        ).then((m) => m.NewsletterUnsubscribePage),
      'newsletter-unsubscribe-page',
    ),
  },
];

export default createRemoteRoutes(pages);
