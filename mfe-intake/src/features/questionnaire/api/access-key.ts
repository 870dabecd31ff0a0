/**
 * A booking is readable by the browser that made it (a cookie the API set) or by a link carrying
 * its secret key (`?key=`, from the booking's e-mails). The page passes that key on to every call.
 */
export function withAccessKey(url: string, accessKey: string | null): string {
  return accessKey ? `${url}?key=${encodeURIComponent(accessKey)}` : url;
}
