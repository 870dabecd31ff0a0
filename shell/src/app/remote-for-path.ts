import { matchPath } from 'react-router-dom';
import { remoteNames, routesByRemote, type RemoteName } from '@site/contracts/routes';

/** Which remote owns a pathname, or undefined for a path no page exists for. */
export function remoteForPath(pathname: string): RemoteName | undefined {
  return remoteNames.find((remote) =>
    routesByRemote[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname)),
  );
}
