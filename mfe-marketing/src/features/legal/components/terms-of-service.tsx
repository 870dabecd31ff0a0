import { formatUsd } from '@site/contracts/money';
import { Link } from '@site/ui/router';
import { packages, paidPackageTypes } from '@site/contracts/packages';
import { paths } from '@site/contracts/routes';
import { useSiteSettings } from '@site/ui/site-settings';

/** The terms of using the site and of booking sessions: payment, refunds, cancellations. */
export function TermsOfService() {
  const { coachName, siteOrigin } = useSiteSettings();
  return (
    <>
      <p>
        These terms apply to your use of this website at {siteOrigin} and to the consulting
        sessions, strategy calls and other services you book through it with {coachName}{' '}
        (&ldquo;I&rdquo;, &ldquo;me&rdquo;). By using the site or booking a service you agree to
        them. Please read them; they are written to be understood.
      </p>

      <h2>1. Who can use the services</h2>
      <p>
        You must be at least 18 years old to book a session, and the site is not directed at
        children under 13. By booking you confirm that the details you give are accurate and that
        you are booking for yourself or with the authority of the person or organisation you book
        for.
      </p>

      <h2>2. The services</h2>
      <p>
        I offer one-to-one consulting sessions in packages, a free 15-minute discovery call, and
        keynote speaking. The packages currently offered are:
      </p>
      <ul>
        {paidPackageTypes.map((type) => (
          <li key={type}>
            {packages[type].name}: {formatUsd(packages[type].price)}
          </li>
        ))}
      </ul>
      <p>
        Package sessions are 60 minutes by video or audio; a session may be scheduled as a longer
        intensive of up to 90 minutes when we agree it serves the work. The content of each package
        is described on the <Link to={paths.specials}>pricing page</Link> at the time you buy it.
        Speaking engagements are agreed separately in writing.
      </p>

      <h2>3. Not medical or financial advice</h2>
      <p>
        My work is coaching and consulting. It is not therapy, medical or psychological treatment,
        or legal, tax or investment advice, and it does not replace them. If you are in crisis or
        have a condition that needs professional care, please contact a qualified professional. You
        remain responsible for your own decisions and their results; I cannot promise a particular
        outcome.
      </p>

      <h2>4. Prices and payment</h2>
      <p>
        Prices are in US dollars and are charged in full when you book. Card payments are processed
        by Stripe; by paying you also accept Stripe’s terms for the payment. A booking is confirmed
        once the payment has succeeded. Limited-time prices apply to bookings made while the offer
        is shown.
      </p>

      <h2>5. Refunds and the guarantee</h2>
      <p>
        You may cancel a paid booking for a full refund if you ask within 24 hours of booking. In
        addition, my guarantee is simple: 100% guarantee, love it or your money back. If after your
        first session either of us concludes that the work is not aligned with what you need, I
        refund the package immediately. Refunds go back to the card you paid with; your bank may
        take a few days to show them.
      </p>

      <h2>6. Scheduling, cancellations and missed sessions</h2>
      <ul>
        <li>Sessions are scheduled on weekdays at the times offered when you book.</li>
        <li>
          To cancel or move a session, give at least 24 hours’ notice through the{' '}
          <Link to={paths.connect}>contact page</Link> or by replying to your confirmation email.
          With that notice, the session is moved at no cost.
        </li>
        <li>
          A session cancelled with less than 24 hours’ notice, or missed without notice, counts as
          delivered, except in a genuine emergency, which I will always treat with understanding.
        </li>
        <li>
          If I have to cancel a session, I offer a new time as soon as possible, or a refund of that
          session if you prefer.
        </li>
        <li>Sessions in a package are to be used within 12 months of purchase.</li>
      </ul>

      <h2>7. Confidentiality</h2>
      <p>
        What you share in sessions and in the intake questionnaire stays between us. I do not
        disclose it to anyone, except where the law requires it or where there is a serious risk of
        harm to you or someone else. Sessions are never recorded without your consent; in the
        10-session package, recordings are made only when you ask for them and are kept for you. How
        personal information is handled is described in the{' '}
        <Link to={paths.privacyPolicy}>privacy policy</Link>.
      </p>

      <h2>8. Intellectual property</h2>
      <p>
        The frameworks, the assessment, the articles, the talks and the other materials on this site
        and in sessions are my work and are protected by copyright and other rights. You may use
        them for your own personal development. You may not copy, resell, or teach them commercially
        without my written permission.
      </p>

      <h2>9. Using the website</h2>
      <p>
        Please do not misuse the site: do not attempt to break its security, overload it, send
        unsolicited messages through its forms, or use it for anything unlawful. Links to other
        websites, such as the external assessment, are provided for convenience, and those websites
        have their own terms.
      </p>

      <h2>10. Liability</h2>
      <p>
        I provide the services with care and skill. To the extent the law allows, my total liability
        for any claim relating to a service is limited to the amount you paid for that service, and
        I am not liable for indirect or consequential losses. Nothing in these terms limits
        liability that cannot be limited by law, or your statutory rights as a consumer.
      </p>

      <h2>11. Changes and governing law</h2>
      <p>
        I may update these terms; the version published here with its effective date applies to
        bookings made from that date. Bookings already made keep the terms that applied when you
        made them. If a dispute arises, please contact me first; most things are resolved with a
        conversation. These terms are governed by the laws of the place where I run the business,
        without prejudice to the mandatory consumer protections of the country where you live.
      </p>
    </>
  );
}
