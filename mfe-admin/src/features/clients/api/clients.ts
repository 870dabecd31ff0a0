import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  addClientNote,
  getClient,
  listClients,
  markAttendance,
  replyToClient,
  type ClientNote,
  type ClientRecord,
  type ClientRow,
  type ClientSession,
} from '@site/contracts/endpoints/admin-clients';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import type { ThreadMessage } from '@site/contracts/endpoints/portal';
import type { Attendance, ClientNoteRequest } from '@site/contracts/schemas/portal';
import { adminGet, adminSend } from '../../../lib/admin-http';

export interface ClientFilters {
  q?: string;
}

/** The search of the page's address (`?q=`). */
export function clientFiltersFrom(searchParams: URLSearchParams): ClientFilters {
  const q = searchParams.get('q')?.trim() ?? '';
  return q ? { q } : {};
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

/** After a write, the client's page and the list are read again. */
function useClientWrite<Input, Answer>(send: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeyOf(getClient) }),
        queryClient.invalidateQueries({ queryKey: queryKeyOf(listClients) }),
      ]),
  });
}

export function useAddClientNote(clientId: number) {
  return useClientWrite((note: ClientNoteRequest) =>
    adminSend<ClientNote>('POST', urlOf(addClientNote, { id: clientId }), note),
  );
}

export function useReplyToClient(clientId: number) {
  return useClientWrite((body: string) =>
    adminSend<ThreadMessage>('POST', urlOf(replyToClient, { id: clientId }), { body }),
  );
}

export function useMarkAttendance() {
  return useClientWrite((input: { sessionId: number; attendance: Attendance }) =>
    adminSend<ClientSession>('POST', urlOf(markAttendance, { id: input.sessionId }), {
      attendance: input.attendance,
    }),
  );
}
