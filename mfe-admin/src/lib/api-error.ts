/** How a failed call reads in the back office: the API's answer, parsed once for every front end. */
export {
  apiErrorBody,
  apiErrorMessage,
  apiFieldErrors,
  apiRefusal,
  isApiStatus,
} from '@site/api-client/http';
