/** The coach's schedules in API integration tests, saved as his Schedules screen saves them. */
import type { SchedulesDocument } from '@site/contracts/endpoints/schedules';
import type { OwnerSession } from './owner';

/**
 * Saves `change` of the schedules at the version the server holds now, as a form just opened
 * would; answers the saved document. Any other answer than a 200 fails the test with the answer
 * in full: its message says which rule refused it.
 */
export async function saveSchedules(
  owner: OwnerSession,
  change: (document: SchedulesDocument) => SchedulesDocument,
): Promise<SchedulesDocument> {
  const document = (await owner.get('/api/admin/schedules')).json<SchedulesDocument>();
  const response = await owner.send('PUT', '/api/admin/schedules', change(document));
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  return response.json<SchedulesDocument>();
}

/** Saves the coach's time zone on his Schedules screen, the rest as it is. */
export const saveZone = (owner: OwnerSession, timeZone: string): Promise<SchedulesDocument> =>
  saveSchedules(owner, (document) => ({ ...document, timeZone }));
