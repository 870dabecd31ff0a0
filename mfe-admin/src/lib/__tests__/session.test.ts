import { adminBookings, adminPerson, adminSession } from '@site/contracts/endpoints/admin';
import { listPosts } from '@site/contracts/endpoints/blog';
import { queryKeyOf } from '@site/contracts/endpoints/define';
import { isBackOfficeQuery, sessionQueryKey } from '../session';

const query = (queryKey: readonly unknown[]) => ({ queryKey: [...queryKey] });

describe('which queries hold the owner’s data', () => {
  it('counts every back-office endpoint’s answers, not who is signed in', () => {
    expect(isBackOfficeQuery(query(queryKeyOf(adminBookings, { status: 'paid' })))).toBe(true);
    expect(isBackOfficeQuery(query(queryKeyOf(adminPerson, { email: 'a@b.c' })))).toBe(true);
    expect(isBackOfficeQuery(query(['admin', 'posts']))).toBe(true);
    expect(sessionQueryKey).toEqual(queryKeyOf(adminSession));
    expect(isBackOfficeQuery(query(sessionQueryKey))).toBe(false);
    expect(isBackOfficeQuery(query(queryKeyOf(listPosts)))).toBe(false);
  });
});
