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

/**
 * An activity-log entry's detail as the owner reads it: the fields a save changed named as its form
 * names them ("Changed: freeCallFirst, contactEmail" reads "Changed: First free call starts at,
 * Contact e-mail"). A field the list does not know, and any other detail, stay as recorded.
 */
export function detailInWords(action: string, detail: string): string {
  const names = fieldNames[action];
  const changed = names && changedList.exec(detail);
  if (!changed) return detail;
  const fields = changed[1]!.split(', ').map((field) => names[field] ?? field);
  return `Changed: ${fields.join(', ')}`;
}
