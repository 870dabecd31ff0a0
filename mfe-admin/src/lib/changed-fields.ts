import { postFieldLabels } from './post-fields';
import { scheduleParts } from './schedule-parts';
import { settingFields } from './setting-fields';

/** The names a save's fields go by on its own screen, per recorded action. */
const fieldNames: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'settings.update': Object.fromEntries(
    Object.entries(settingFields).map(([key, field]) => [key, field.label]),
  ),
  'schedules.update': scheduleParts,
  'post.save': postFieldLabels,
};

const changedList = /^Changed: (.+)$/;

/** A grant's detail ("credits, reason (grant 3)"): where its reason can be read. */
const grantDetail = /^(credits|package type), reason \(grant \d+\)$/;
const grantWords = 'Its reason is on the client’s page, under “Given by you”';

/**
 * An activity-log entry's detail as the owner reads it: the fields a save changed named as its form
 * names them ("Changed: freeCallFirst, contactEmail" reads "Changed: First free call starts at,
 * Contact email"); a grant's ("credits, reason (grant 3)") says where its reason is listed. A field
 * the list does not know, and any other detail, stay as recorded.
 */
export function detailInWords(action: string, detail: string): string {
  if (grantDetail.test(detail)) return grantWords;
  const names = fieldNames[action];
  const changed = names && changedList.exec(detail);
  if (!changed) return detail;
  const fields = changed[1]!.split(', ').map((field) => names[field] ?? field);
  return `Changed: ${fields.join(', ')}`;
}
