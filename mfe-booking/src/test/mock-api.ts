/**
 * The component tests fake the API with the shared fake (`@site/api-client/testing`): routes keyed
 * 'METHOD /path' (the entries' paths from the endpoint table), every call recorded; paths the
 * table does not name answer 404, as the API does.
 */
export {
  mockApi,
  type Handler,
  type MockResponse,
  type RecordedCall,
} from '@site/api-client/testing';
