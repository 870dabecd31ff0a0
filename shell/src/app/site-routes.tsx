import { useLocation } from '@site/ui/router';
import { RemoteRoutes } from '../remotes/remote-routes';
import { NotFoundPage } from './not-found-page';
import { remoteForPath } from './remote-for-path';

/**
 * The shell decides which remote owns the current path (the table in @site/contracts/routes) and
 * mounts it at the top level, so the remote's own <Routes> match the same absolute patterns.
 */
export function SiteRoutes({ remoteUrls }: { remoteUrls: Record<string, string> }) {
  const { pathname } = useLocation();
  const remote = remoteForPath(pathname);
  if (!remote) return <NotFoundPage />;
  return <RemoteRoutes key={remote} remote={remote} urls={remoteUrls} />;
}
