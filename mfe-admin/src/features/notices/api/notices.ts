import { queryOptions } from '@tanstack/react-query';
import {
  getNotice,
  listNotices,
  type Notice,
  type NoticeList,
} from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';
import { pageInQuery } from '../../../lib/page-address';

export const noticesUrl = (page: number) => urlOf(listNotices, {}, { page: pageInQuery(page) });
export const noticeUrl = (id: string) => urlOf(getNotice, { id });

export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(listNotices, { page }),
    queryFn: () => adminGet<NoticeList>(noticesUrl(page)),
    staleTime: 0,
  });

export const noticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(getNotice, { id }),
    queryFn: () => adminGet<Notice>(noticeUrl(id)),
  });
