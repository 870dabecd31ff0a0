import {
  getBroadcast,
  listBroadcasts,
  type listBroadcastPosts,
  type previewBroadcast,
} from '@site/contracts/endpoints/broadcasts';
import { queryKeyOf, type SuccessOf } from '@site/contracts/endpoints/define';

/** The shapes the API answers, from the endpoint table. */
export type BroadcastSummary = SuccessOf<typeof listBroadcasts>[number];
export type BroadcastDetail = SuccessOf<typeof getBroadcast>;
export type BroadcastPost = SuccessOf<typeof listBroadcastPosts>[number];
export type BroadcastPreview = SuccessOf<typeof previewBroadcast>;

/** The list's key: every change to a broadcast invalidates it. */
export const broadcastsListKey = queryKeyOf(listBroadcasts);

/** One broadcast's key (its page): a change writes the answer into it. */
export const broadcastKey = (id: number) => queryKeyOf(getBroadcast, { id });
