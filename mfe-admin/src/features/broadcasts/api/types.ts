import type {
  getBroadcast,
  listBroadcastPosts,
  listBroadcasts,
  previewBroadcast,
} from '@site/contracts/endpoints/broadcasts';
import type { SuccessOf } from '@site/contracts/endpoints/define';

/** The shapes the API answers, from the endpoint table. */
export type BroadcastSummary = SuccessOf<typeof listBroadcasts>[number];
export type BroadcastDetail = SuccessOf<typeof getBroadcast>;
export type BroadcastPost = SuccessOf<typeof listBroadcastPosts>[number];
export type BroadcastPreview = SuccessOf<typeof previewBroadcast>;

/** Every broadcast query's key starts here; a change invalidates them all. */
export const broadcastsKey = ['admin', 'broadcasts'] as const;
