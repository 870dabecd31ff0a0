import { coachName } from './site';

/** Every route of spec §2 with the heading and title its page shows. */
export const pages: { path: string; h1: string | RegExp; title: string | RegExp }[] = [
  {
    path: '/',
    h1: 'From rock bottom to billion-dollar prison to ultimate freedom',
    title: new RegExp(coachName),
  },
  { path: '/about', h1: 'Cracking the Code', title: `My Story | ${coachName}` },
  { path: '/philosophy', h1: 'AWARENESS. ACCURACY. ACTION.', title: /Philosophy/ },
  { path: '/speaking', h1: 'TRANSFORM YOUR AUDIENCE', title: /Speaking/ },
  { path: '/consulting', h1: 'WORK DIRECTLY WITH ME', title: /Consulting/ },
  {
    path: '/connect',
    h1: 'CONNECT WITH ME',
    title: `Connect With ${coachName} | Get Direct Access for Your Questions`,
  },
  { path: '/privacy-policy', h1: 'Privacy Policy', title: /Privacy Policy/ },
  { path: '/terms-of-service', h1: 'Terms of Service', title: /Terms of Service/ },
  { path: '/stripe-setup', h1: /Card Payments|Payment/, title: /Payment/ },
  { path: '/blog', h1: 'INSIGHTS FOR AUTHENTICITY', title: /Blog/ },
  {
    path: '/blog/two-of-you-framework',
    h1: /The Two of You Framework/,
    title: /The Two of You Framework/,
  },
  { path: '/consulting/specials', h1: 'LIMITED TIME SPECIALS', title: /Specials/ },
  {
    path: '/calendar/strategy-call',
    h1: /Schedule Your Free Strategy Call/,
    title: /Strategy Call/,
  },
  { path: '/checkout?package=single', h1: /.+/, title: /Checkout/ },
  { path: '/consultation-success', h1: 'Payment Successful!', title: /Payment Successful/ },
  { path: '/schedule/1', h1: /.+/, title: /Schedule/ },
  {
    path: '/questionnaire',
    h1: 'CONSCIOUSNESS DISCOVERY SESSION QUESTIONNAIRE',
    title: /Questionnaire/,
  },
  { path: '/questionnaire/1', h1: /.+/, title: /Questionnaire/ },
];
