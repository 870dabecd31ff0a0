import { Route, Routes } from 'react-router-dom';
import { paths } from '@site/contracts/routes';
import { CheckoutPage } from './pages/checkout-page';
import { ConsultationSuccessPage } from './pages/consultation-success-page';
import { SchedulePage } from './pages/schedule-page';
import { SpecialsPage } from './pages/specials-page';
import { StrategyCallPage } from './pages/strategy-call-page';

/** Booking and checkout; the shell mounts this for the paths @site/contracts/routes gives it. */
export default function BookingRoutes() {
  return (
    <Routes>
      <Route path={paths.specials} element={<SpecialsPage />} />
      <Route path={paths.checkout} element={<CheckoutPage />} />
      <Route path={paths.consultationSuccess} element={<ConsultationSuccessPage />} />
      <Route path={paths.strategyCall} element={<StrategyCallPage />} />
      <Route path={paths.schedule} element={<SchedulePage />} />
    </Routes>
  );
}
