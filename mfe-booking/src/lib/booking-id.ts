/** A booking id from a page's address (`/schedule/:bookingId`), or null when it is none. */
export function parseBookingId(raw: string | undefined): number | null {
  if (!raw || !/^\d{1,15}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}
