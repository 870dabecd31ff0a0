/**
 * What an audit entry says a save changed: the names of the fields whose values differ, never the
 * values themselves (a setting may be a secret, a field may hold someone's personal data).
 */
export function changedFields<T extends object>(
  before: T,
  after: T,
  keys: readonly (keyof T & string)[],
): string {
  const changed = keys.filter(
    (key) => JSON.stringify(before[key] ?? null) !== JSON.stringify(after[key] ?? null),
  );
  return changed.length === 0 ? 'Nothing changed' : `Changed: ${changed.join(', ')}`;
}
