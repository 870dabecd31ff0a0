import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { adminPaths, type PersonData, type PersonErasure } from '@site/contracts/admin';
import { adminGet, adminSend, withQuery } from '../../../lib/admin-http';

export function personQueryOptions(email: string) {
  return queryOptions({
    queryKey: ['admin', 'person', email],
    queryFn: () => adminGet<PersonData>(withQuery(adminPaths.person, { email })),
    staleTime: 0,
  });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      adminSend<PersonErasure>('DELETE', withQuery(adminPaths.person, { email })),
    // Everything listed anywhere may have changed.
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: ['admin'],
        predicate: (query) => query.queryKey[1] !== 'session',
      }),
  });
}
