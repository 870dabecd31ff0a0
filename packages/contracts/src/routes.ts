/**
 * Every route of the site, and which remote owns it. The shell mounts a remote for the paths listed
 * here and the remote's own <Routes> match the same patterns, so this table is the one contract both
 * sides share. Patterns use react-router syntax.
 */
export const paths = {
  home: '/',
  about: '/about',
  philosophy: '/philosophy',
  speaking: '/speaking',
  consulting: '/consulting',
  connect: '/connect',
  privacyPolicy: '/privacy-policy',
  termsOfService: '/terms-of-service',
  stripeSetup: '/stripe-setup',
  blog: '/blog',
  blogPost: '/blog/:slug',
  specials: '/consulting/specials',
  checkout: '/checkout',
  consultationSuccess: '/consultation-success',
  strategyCall: '/calendar/strategy-call',
  schedule: '/schedule/:bookingId',
  questionnaire: '/questionnaire',
  questionnaireForBooking: '/questionnaire/:bookingId',
  sitemap: '/sitemap.xml',
  resources: '/resources',
} as const;

export type RemoteName = 'marketing' | 'blog' | 'booking' | 'intake';

export const remoteNames: readonly RemoteName[] = ['marketing', 'blog', 'booking', 'intake'];

export const routesByRemote: Record<RemoteName, readonly string[]> = {
  marketing: [
    paths.home,
    paths.about,
    paths.philosophy,
    paths.speaking,
    paths.consulting,
    paths.connect,
    paths.privacyPolicy,
    paths.termsOfService,
    paths.stripeSetup,
  ],
  blog: [paths.blog, paths.blogPost],
  booking: [
    paths.specials,
    paths.checkout,
    paths.consultationSuccess,
    paths.strategyCall,
    paths.schedule,
  ],
  intake: [paths.questionnaire, paths.questionnaireForBooking],
};

/** Fills a pattern's `:params`, e.g. `toPath(paths.blogPost, { slug: 'x' })` → `/blog/x`. */
export function toPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`Missing route parameter "${key}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}

/** Section ids that links scroll to (/consulting#strategy-call and friends). */
export const anchors = {
  strategyCall: 'strategy-call',
  packages: 'packages',
} as const;
