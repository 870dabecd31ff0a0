import { Route, Routes } from 'react-router-dom';
import { paths } from '@site/contracts/routes';
import { QuestionnairePage } from './pages/questionnaire-page';

/** The intake questionnaire; the shell mounts this for the paths @site/contracts/routes gives it. */
export default function IntakeRoutes() {
  return (
    <Routes>
      <Route path={paths.questionnaire} element={<QuestionnairePage />} />
      <Route path={paths.questionnaireForBooking} element={<QuestionnairePage />} />
    </Routes>
  );
}
