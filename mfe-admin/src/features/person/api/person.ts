import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { PersonData, PersonErasure } from '@site/contracts/admin';
import { adminErasePerson, adminPerson } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet, adminSend } from '../../../lib/admin-http';
import { isBackOfficeQuery } from '../../../lib/session';

export function personQueryOptions(email: string) {
  return queryOptions({
    queryKey: queryKeyOf(adminPerson, { email }),
    queryFn: () => adminGet<PersonData>(urlOf(adminPerson, {}, { email })),
    staleTime: 0,
  });
}

export function useErasePerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (email: string) =>
      adminSend<PersonErasure>('DELETE', urlOf(adminErasePerson, {}, { email })),
    // Everything listed anywhere may have changed.
    onSuccess: () => queryClient.invalidateQueries({ predicate: isBackOfficeQuery }),
  });
}
