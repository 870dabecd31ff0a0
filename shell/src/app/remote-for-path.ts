import { matchPath } from '@site/ui/router';
import { remotes, type RemoteName } from '@site/contracts/registry';

/** Which remote owns a pathname, or undefined for a path no page exists for. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return remotes.find((remote) =>
    remote.routes.some((route) => matchPath({ path: route.path, end: true }, pathname)),
  )?.name;
}
