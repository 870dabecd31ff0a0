import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  addClientNote,
  clientSorts,
  clientStates,
  defaultClientSort,
  getClient,
  listClientMessages,
  listClients,
  markAttendance,
  replyToClient,
  type ClientNote,
  type ClientSort,
  type ClientState,
  type ClientRecord,
  type ClientRow,
  type ClientSession,
} from '@site/contracts/endpoints/admin-clients';
import { adminClientThreads } from '@site/contracts/endpoints/admin';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { ThreadMessage } from '@site/contracts/endpoints/portal';
import { paidPackageTypes, type PaidPackageType } from '@site/contracts/packages';
import type { Attendance, ClientNoteRequest } from '@site/contracts/schemas/portal';
import { adminGet, adminSend } from '../../../lib/admin-http';

export interface ClientFilters {
  q?: string;
  package?: PaidPackageType;
  state?: ClientState;
  sort?: ClientSort;
}

/** The filters that narrow the list (the sort only orders it). */
export const narrowingFilters = ['q', 'package', 'state'] as const;

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((one) => one === value?.trim());

/**
 * The filters of the page's address (`?q=&package=&state=&sort=`), so a filtered list can be
 * bookmarked and Back returns to the previous one. A value the list does not know (an old or
 * hand-edited address) is left out rather than sent.
 */
export function clientFiltersFrom(searchParams: URLSearchParams): ClientFilters {
  const q = searchParams.get('q')?.trim() ?? '';
  const filters: ClientFilters = {
    q: q || undefined,
    package: oneOf(paidPackageTypes, searchParams.get('package')),
    state: oneOf(clientStates, searchParams.get('state')),
    sort: oneOf(clientSorts, searchParams.get('sort')),
  };
  if (filters.sort === defaultClientSort) filters.sort = undefined;
  return Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined),
  ) as ClientFilters;
}

/** The page's address for these filters: only those chosen, in a fixed order. */
export function clientSearchParams(filters: ClientFilters): URLSearchParams {
  const next = new URLSearchParams();
  for (const name of ['q', 'package', 'state', 'sort'] as const) {
    const value = filters[name];
    if (value) next.set(name, value);
  }
  return next;
}

export const clientsUrl = (filters: ClientFilters) => urlOf(listClients, {}, { ...filters });

export function clientsQueryOptions(filters: ClientFilters) {
  return queryOptions({
    queryKey: queryKeyOf(listClients, { ...filters }),
    queryFn: () => adminGet<ClientRow[]>(clientsUrl(filters)),
    staleTime: 0,
  });
}

export const clientUrl = (id: number) => urlOf(getClient, { id });

export function clientQueryOptions(id: number) {
  return queryOptions({
    queryKey: queryKeyOf(getClient, { id }),
    queryFn: () => adminGet<ClientRecord>(clientUrl(id)),
    staleTime: 0,
  });
}

/**
 * A client's thread, oldest first. Reading it marks his messages read, so it is read only while
 * `shown` (his Messages tab); once read, his page, the list and the clients' threads (with the
 * navigation's count) are read again, their counts of new messages gone.
 */
export function useClientThread(clientId: number, shown: boolean) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: queryKeyOf(listClientMessages, { id: clientId }),
    queryFn: async () => {
      const messages = await adminGet<ThreadMessage[]>(urlOf(listClientMessages, { id: clientId }));
      void Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(getClient) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listClients) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(adminClientThreads) }),
      ]);
      return messages;
    },
    staleTime: 0,
    enabled: shown,
  });
}

/** After a write, the client's page, his thread, the list and the clients' threads are read again. */
function useClientWrite<Input, Answer>(
  send: (input: Input) => Promise<Answer>,
  /** Runs as soon as the API has answered, before his page's lists are read again. */
  onAnswered?: () => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: onAnswered,
    onSettled: () => {
      // The Messages screen's threads (and the navigation's count) are read again without being
      // waited for: the form that wrote is done once his page's own lists are fresh.
      void queryClient.invalidateQueries({ queryKey: queryKeyOf(adminClientThreads) });
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(getClient) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listClientMessages) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listClients) }),
      ]);
    },
  });
}

export function useAddClientNote(clientId: number) {
  return useClientWrite((note: ClientNoteRequest) =>
    adminSend<ClientNote>('POST', urlOf(addClientNote, { id: clientId }), note),
  );
}

/** `onSent`: the reply is written (the box empties at once, before the thread is read again). */
export function useReplyToClient(clientId: number, onSent?: () => void) {
  return useClientWrite(
    (body: string) =>
      adminSend<ThreadMessage>('POST', urlOf(replyToClient, { id: clientId }), { body }),
    onSent,
  );
}

/**
 * Marks each of `sessionIds` held, one after another (the first refusal stops the rest; those
 * before it stay marked); the record is read again once, after the last.
 */
export function useMarkAllHeld() {
  return useClientWrite(async (sessionIds: readonly number[]) => {
    for (const id of sessionIds) {
      await adminSend<ClientSession>('POST', urlOf(markAttendance, { id }), { attendance: 'held' });
    }
  });
}

export function useMarkAttendance() {
  return useClientWrite((input: { sessionId: number; attendance: Attendance }) =>
    adminSend<ClientSession>('POST', urlOf(markAttendance, { id: input.sessionId }), {
      attendance: input.attendance,
    }),
  );
}
