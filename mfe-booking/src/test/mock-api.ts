/**
 * The booking remote's component tests fake the API with the shared fake
 * (`@site/api-client/testing`): routes keyed 'METHOD /path', every call recorded.
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
