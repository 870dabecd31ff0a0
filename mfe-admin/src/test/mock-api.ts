/**
 * The back office's component tests fake the API with the shared fake (`@site/api-client/testing`):
 * routes keyed 'METHOD /path' (the entries' paths from the endpoint table), every call recorded;
 * paths the table does not name answer 404, as the API does.
 */
import {
  fakeApi,
  type FakeAnswer,
  type FakeRequest,
  type RecordedCall,
} from '@site/api-client/testing';

export type MockResponse = Exclude<FakeAnswer, string>;
export type Handler = MockResponse | ((request: FakeRequest) => MockResponse);
export type { RecordedCall };

export function mockApi(routes: Record<string, Handler>) {
  const { calls, fetch, callsTo } = fakeApi(routes);
  return { calls, spy: fetch, callsTo };
}
