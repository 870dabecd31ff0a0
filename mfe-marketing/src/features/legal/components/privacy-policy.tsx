import { Link } from '@site/ui/router';
import { paths } from '@site/contracts/routes';
import { useSiteSettings } from '@site/ui/site-settings';

/** The privacy policy: what the site stores, why, who processes it and the visitor's rights. */
export function PrivacyPolicy() {
  const { coachName, siteOrigin } = useSiteSettings();
  return (
    <>
      <p>
        This policy explains what personal information {coachName} (&ldquo;I&rdquo;,
        &ldquo;me&rdquo;) collects through this website at {siteOrigin}, why, how long it is kept,
        who else processes it, and the choices you have. I collect only what I need to answer you,
        deliver the sessions you book and send the newsletter you ask for. I do not sell personal
        information, and I do not use it for advertising.
      </p>

      <h2>1. What I collect and why</h2>
      <h3>Contact messages</h3>
      <p>
        When you use the <Link to={paths.connect}>contact form</Link> I store the inquiry type, your
        name, email address, organization (if you give one), your message and how you heard about me
        (if you say). I use them to reply to you and to understand where enquiries come from. Legal
        basis: my legitimate interest in answering the people who write to me, or steps you ask me
        to take before a contract (for example a speaking booking).
      </p>
      <h3>Bookings and payments</h3>
      <p>
        When you book a consultation package or a free strategy call, I store your name, email
        address, the package, the amount, the payment status, the payment reference from the card
        processor, the session time and time zone, and the reference of the calendar event created
        for it. I use them to deliver the sessions, send confirmations and keep the accounting
        records the law requires. Legal basis: performance of our contract and legal obligations.
      </p>
      <p>
        Card details are entered into a payment form provided by Stripe and go directly to Stripe.
        This site never sees or stores your card number.
      </p>
      <h3>Pre-session questionnaire</h3>
      <p>
        Before your first paid session I ask you to complete an intake questionnaire about your
        current situation, goals, strengths and readiness for the work. These answers can be
        personal. I use them only to prepare for and conduct your sessions, I read them myself, and
        I never share them with anyone else. Legal basis: performance of our contract and your
        explicit consent, which you can withdraw at any time.
      </p>
      <h3>Newsletter</h3>
      <p>
        If you subscribe, I store your email address, the date you subscribed and whether your
        subscription is active. I use it only to send the newsletter. Every email has a link to
        unsubscribe, and unsubscribing takes effect immediately. Legal basis: your consent.
      </p>
      <h3>Technical information</h3>
      <p>
        The servers that run this site record technical logs (IP address, time, the page requested,
        browser type) to keep the site secure and working, to limit abuse of forms and to diagnose
        errors. Logs are kept for no longer than 30 days. A booking you make sets a strictly
        necessary cookie so that only your browser can see that booking’s details. Signing in to
        your client portal sets two more, both strictly necessary and both gone when you sign out or
        the session ends: one keeps you signed in, and one only tells the page that you are. The
        site uses no advertising or tracking cookies.
      </p>

      <h2>2. Who else processes your information</h2>
      <p>I use a small number of trusted service providers, each under a written agreement:</p>
      <ul>
        <li>
          <strong>Stripe</strong> processes card payments and keeps the records of those payments as
          an independent controller for its own legal obligations.
        </li>
        <li>
          <strong>Google</strong> (Google Calendar) holds the calendar events for booked sessions,
          which contain your name and email address, and shows me when I am available.
        </li>
        <li>
          My video-meeting provider hosts the sessions, my email provider delivers confirmations,
          replies and the newsletter, and my hosting provider runs the servers and the database this
          site uses.
        </li>
      </ul>
      <p>
        Some of these providers process information outside your country, including in the United
        States. Where that happens, transfers are covered by the safeguards the law requires, such
        as standard contractual clauses.
      </p>

      <h2>3. How long I keep it</h2>
      <ul>
        <li>Contact messages: 2 years after our last exchange.</li>
        <li>
          Bookings and payment records: as long as tax and accounting law requires, usually 7 years.
        </li>
        <li>
          Questionnaire answers: for as long as we work together and 12 months after your last
          session, then deleted.
        </li>
        <li>Newsletter: until you unsubscribe.</li>
      </ul>

      <h2>4. Your rights and how to ask for deletion</h2>
      <p>
        You can ask to see the personal information I hold about you, correct it, receive a copy in
        a portable format, restrict or object to how it is used, withdraw your consent, or have it
        deleted. To make a request, write to me through the{' '}
        <Link to={paths.connect}>contact page</Link> from the email address the request concerns,
        and say what you would like. I will confirm it is you, act within 30 days and tell you what
        I did. I will delete everything except what the law requires me to keep (such as payment
        records), and tell you what that is. You also have the right to complain to your data
        protection authority.
      </p>

      <h2>5. Children</h2>
      <p>
        This site and its services are for adults. I do not knowingly collect information from
        children under 13. If you believe a child under 13 has sent me personal information, tell me
        and I will delete it.
      </p>

      <h2>6. Security</h2>
      <p>
        The site is served over encrypted connections, access to the database is restricted, and a
        booking’s details can only be opened by the browser that made it or by the private link sent
        to its owner. No system is perfectly secure; if a breach ever affects your information, I
        will tell you and the authorities as the law requires.
      </p>

      <h2>7. Changes to this policy</h2>
      <p>
        If I change this policy, I will publish the new version here with a new effective date, and
        tell newsletter subscribers and clients about any significant change before it applies.
      </p>
    </>
  );
}
