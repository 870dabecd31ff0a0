import { paths } from '@site/contracts/routes';
import { createRemoteRoutes, type RemotePage } from '@site/ui/remote-pages';
import { QuestionnairePage } from './pages/questionnaire-page';

/**
 * The intake questionnaire: exactly the routes the registry (@site/contracts/registry) gives this remote.
 * The shell mounts the default export (exposed as `./routes`); the remote's server renders the same
 * pages to HTML (src/server.tsx).
 */
export const pages: RemotePage[] = [
  { path: paths.questionnaire, Component: QuestionnairePage },
  { path: paths.questionnaireForBooking, Component: QuestionnairePage },
];

export default createRemoteRoutes(pages);
