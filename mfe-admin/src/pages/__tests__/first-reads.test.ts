import { paths } from '@site/contracts/routes';
import { pageFirstReads } from '../first-reads';

const urlsOf = (path: string, search = '') =>
  pageFirstReads(path, { params: {}, searchParams: new URLSearchParams(search) }).map(
    (read) => read.url,
  );

describe("a page's first reads", () => {
  it("add the navigation's count (new messages and clients' unread ones) to every signed-in page", () => {
    expect(urlsOf(paths.adminToday)).toEqual([
      '/api/admin/today',
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
    expect(urlsOf(paths.adminAccount)).toEqual([
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
  });

  it('read the inbox’s new messages once where the inbox shows them', () => {
    expect(urlsOf(paths.adminMessages)).toEqual([
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
    expect(urlsOf(paths.adminMessages, 'status=handled')).toEqual([
      '/api/admin/messages?status=handled',
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
    // The clients' tab reads its first page once: the count comes with it.
    expect(urlsOf(paths.adminMessages, 'from=clients')).toEqual([
      '/api/admin/client-threads',
      '/api/admin/messages?status=new',
    ]);
  });

  it('search the trimmed text of a search long enough, and nothing for a shorter one', () => {
    expect(urlsOf(paths.adminSearch, 'q=%20lena%20')).toEqual([
      '/api/admin/search?q=lena',
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
    expect(urlsOf(paths.adminSearch, 'q=l')).toEqual([
      '/api/admin/messages?status=new',
      '/api/admin/client-threads',
    ]);
  });

  it.each([paths.adminSignIn, paths.adminSetup])(
    'read nothing for %s, which has no session',
    (path) => {
      expect(urlsOf(path)).toEqual([]);
    },
  );
});
