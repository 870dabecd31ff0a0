import { queryOptions } from '@tanstack/react-query';
import {
  getNotice,
  listNotices,
  type Notice,
  type NoticeList,
} from '@site/contracts/endpoints/admin-site';
import { queryKeyOf, urlOf } from '@site/contracts/endpoints/define';
import { adminGet } from '../../../lib/admin-http';

export const noticesQueryOptions = (page: number) =>
  queryOptions({
    queryKey: queryKeyOf(listNotices, { page }),
    queryFn: () =>
      adminGet<NoticeList>(urlOf(listNotices, {}, { page: page > 1 ? page : undefined })),
    staleTime: 0,
  });

export const noticeQueryOptions = (id: string) =>
  queryOptions({
    queryKey: queryKeyOf(getNotice, { id }),
    queryFn: () => adminGet<Notice>(urlOf(getNotice, { id })),
  });
