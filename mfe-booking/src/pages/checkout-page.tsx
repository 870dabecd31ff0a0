import { PageMeta } from '@site/ui/page-meta';
import { useSiteSettings } from '@site/ui/site-settings';

export function CheckoutPage() {
  const { coachName } = useSiteSettings();
  return (
    <>
      <PageMeta
        title={`Checkout | ${coachName}`}
        description="Complete your consultation package purchase securely by card."
        noindex
      />
      <h1>Checkout</h1>
    </>
  );
}
