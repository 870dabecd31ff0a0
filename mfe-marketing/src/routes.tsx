import { Route, Routes } from 'react-router-dom';
import { paths } from '@site/contracts/routes';
import { AboutPage } from './pages/about-page';
import { ConnectPage } from './pages/connect-page';
import { ConsultingPage } from './pages/consulting/consulting-page';
import { HomePage } from './pages/home-page';
import { PhilosophyPage } from './pages/philosophy-page';
import { PrivacyPolicyPage } from './pages/privacy-policy-page';
import { SpeakingPage } from './pages/speaking-page';
import { StripeSetupPage } from './pages/stripe-setup-page';
import { TermsOfServicePage } from './pages/terms-of-service-page';

/** The marketing pages; the shell mounts this for the paths @site/contracts/routes gives it. */
export default function MarketingRoutes() {
  return (
    <Routes>
      <Route path={paths.home} element={<HomePage />} />
      <Route path={paths.about} element={<AboutPage />} />
      <Route path={paths.philosophy} element={<PhilosophyPage />} />
      <Route path={paths.speaking} element={<SpeakingPage />} />
      <Route path={paths.consulting} element={<ConsultingPage />} />
      <Route path={paths.connect} element={<ConnectPage />} />
      <Route path={paths.privacyPolicy} element={<PrivacyPolicyPage />} />
      <Route path={paths.termsOfService} element={<TermsOfServicePage />} />
      <Route path={paths.stripeSetup} element={<StripeSetupPage />} />
    </Routes>
  );
}
