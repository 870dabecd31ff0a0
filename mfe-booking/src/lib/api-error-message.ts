/**
 * The sentence to show for a failed call (the server's `message` when it sent one, else the
 * fallback), and a refused form's field errors: the API's answer, parsed once for every front end.
 */
export { apiErrorMessage, apiRefusal, isApiStatus } from '@site/api-client/http';
