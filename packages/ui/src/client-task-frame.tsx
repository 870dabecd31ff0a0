import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PortalOverview } from '@site/contracts/endpoints/portal';
import {
  portalKeys,
  portalOverviewQueryOptions,
  signOutOfPortalRequest,
} from '@site/api-client/portal';
import { useClaimClientFrame } from '@site/ui/client-frame';
import { useHydrated } from './use-hydrated';

/**
 * A page of one of a client's tasks (scheduling his sessions, his questionnaire): the shell draws
 * it in his frame (his bar, the slim footer) signed in or not; signed in to his portal, the page
 * claims the frame so his bar shows his name, the way back to his portal, and Sign Out (signed
 * out, the bar leads into the portal). It learns he is signed in as the portal does (the API's
 * signed-in hint, then his portal's answer, one cache entry with the portal's). Returns his
 * portal, or null (signed out, or not known yet: never on the server).
 */
export function useClientTaskFrame(): PortalOverview | null {
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const portal = useQuery({ ...portalOverviewQueryOptions(), enabled: hydrated });
  const signOut = useMutation({
    mutationFn: signOutOfPortalRequest,
    onSuccess: () => queryClient.resetQueries({ queryKey: portalKeys.all }),
  });
  const signedIn = hydrated ? (portal.data ?? null) : null;
  useClaimClientFrame(
    signedIn && {
      name: signedIn.name,
      signingOut: signOut.isPending,
      onSignOut: () => signOut.mutate(),
      backToPortal: true,
    },
  );
  return signedIn;
}
