import type { AuditEntry } from '@site/contracts/admin';
import { anAuditEntry, instant } from '../../../../test/fixtures';
import { foldRepeats } from '../activity-rows';

const entry = anAuditEntry;

const shape = (entries: AuditEntry[]) =>
  foldRepeats(entries).map((row) => [row.id, row.count, row.createdAt]);

describe('folding the activity log’s repeats', () => {
  it('makes one row of the same action on the same subject within ten minutes, timed at the latest', () => {
    expect(
      shape([entry(3, '10:09'), entry(2, '10:05'), entry(1, '09:59'), entry(0, '09:40')]),
    ).toEqual([
      [3, 3, instant(-1, '10:09')],
      // More than ten minutes before the row's latest: a row of its own.
      [0, 1, instant(-1, '09:40')],
    ]);
  });

  it('keeps apart another subject, another action, other words, and repeats with a row between', () => {
    expect(
      shape([
        entry(6, '10:06'),
        entry(5, '10:05', { target: 'client 8', targetTitle: 'Sam Lee' }),
        entry(4, '10:04'),
        entry(3, '10:03', { action: 'client.sign-in' }),
        entry(2, '10:02', { detail: 'Changed: coachName' }),
        entry(1, '10:01'),
      ]),
    ).toEqual([6, 5, 4, 3, 2, 1].map((id) => [id, 1, instant(-1, `10:0${id}`)]));
  });

  it('keeps every address a folded row’s repeats came from, newest first, each once', () => {
    const rows = foldRepeats([
      entry(3, '10:09', { ip: '198.51.100.2' }),
      entry(2, '10:05'),
      entry(1, '10:04', { ip: '198.51.100.2' }),
    ]);
    expect(rows.map((row) => [row.count, row.ips])).toEqual([[3, ['198.51.100.2', '203.0.113.9']]]);
    expect(foldRepeats([entry(1, '10:00', { ip: '' })])[0]!.ips).toEqual([]);
  });

  it('leaves a log without repeats as it is', () => {
    expect(foldRepeats([])).toEqual([]);
    expect(shape([entry(1, '10:00')])).toEqual([[1, 1, instant(-1, '10:00')]]);
  });
});
