import type { PaidPackageType } from '@site/contracts/packages';
import { packages } from '@site/contracts/packages';
import { Button } from '@site/ui/button';
import { PricingCard, titleIdOf } from '@site/ui/pricing-card';
import { useHydrated } from '@site/ui/use-hydrated';

/** One paid package on the pricing page (the site's one pricing card), with its 'choose' button. */
export function PackageCard({
  type,
  onChoose,
  busy,
  struck,
}: {
  type: PaidPackageType;
  onChoose: (type: PaidPackageType) => void;
  busy: boolean;
  /** Whether the original price stands struck through (not once the specials have ended). */
  struck: boolean;
}) {
  const pack = packages[type];
  const hydrated = useHydrated();
  return (
    <PricingCard
      pack={pack}
      headingLevel={2}
      struck={struck}
      action={
        <Button
          type="button"
          $variant="primary"
          // Until the page is interactive a click could not do anything: the button waits for it.
          disabled={busy || !hydrated}
          aria-describedby={titleIdOf(pack)}
          onClick={() => onChoose(type)}
        >
          Choose {pack.name}
        </Button>
      }
    />
  );
}
