import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { offerEndsText, specialsOffer, type SpecialsOffer } from '@site/contracts/specials';
import { zoneOffsetMinutes } from '@site/contracts/zone-conversion';
import { useSiteSettings } from '@site/ui/site-settings';
import { useNow } from './use-now';

const serverInstantKey = ['specials', 'rendered-at'] as const;

/**
 * On the server, with the page's data: the instant it renders the page, so its first HTML (and
 * the browser's hydration of it) says what the specials are on that day.
 */
export function prefetchSpecialsDay(queryClient: QueryClient, now = Date.now()) {
  queryClient.setQueryData<number>(serverInstantKey, now);
}

/** The day of `instant` in `zone`, YYYY-MM-DD. */
function dayIn(zone: string, instant: Date): string {
  const local = instant.getTime() + zoneOffsetMinutes(instant.getTime(), zone) * 60_000;
  return new Date(local).toISOString().slice(0, 10);
}

/**
 * What the specials page and the checkout claim about the prices today, in the coach's zone
 * (`specialsOffer`), and the words of its end ("Offer ends December 31"; empty without one). The
 * server's clock decides the first HTML; the browser's takes over once the page runs.
 */
export function useSpecialsOffer(): SpecialsOffer & { endsText: string } {
  const { specialsEndOn, timezone } = useSiteSettings();
  const browserNow = useNow();
  const renderedAt = useQueryClient().getQueryData<number>(serverInstantKey);
  const now = browserNow ?? (renderedAt === undefined ? null : new Date(renderedAt));
  const today = now ? dayIn(timezone, now) : null;
  const offer = specialsOffer(specialsEndOn, today);
  return {
    ...offer,
    endsText: offer.state === 'ending' ? offerEndsText(offer.endsOn, today) : '',
  };
}
