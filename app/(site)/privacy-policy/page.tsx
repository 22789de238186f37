import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/site/prose-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Privacy Policy",
  description:
    "How Lyceum collects, uses, stores and protects the information of the teachers who use it, and the rights you have over your data.",
};

export default function PrivacyPolicyPage() {
  return (
    <ProsePage
      title="Privacy Policy"
      intro="We collect only what we need to run Lyceum, keep it secure and make it better. We do not sell your data and we do not show advertising."
      lastUpdated={site.policiesUpdated}
    >
      <h2>Who we are</h2>
      <p>
        Lyceum (“Lyceum”, “we”, “us”) is a web service that helps teachers ask the world’s greatest educators for advice
        and build lesson plans shaped by their philosophies. This policy explains what personal information we collect
        when you use Lyceum, why we collect it, how long we keep it and the choices you have. If you have a question
        about it, e-mail us at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>

      <h2>Children’s privacy</h2>
      <p>
        <strong>Lyceum is not intended for children under 13.</strong> It is a professional tool for teachers, and we do
        not knowingly collect personal information from children under 13. If you believe a child under 13 has given us
        personal information, contact us and we will delete it.
      </p>
      <p>
        Please do not enter students’ names or other personal details about your students in your questions or lesson
        requests. Lyceum does not need them to help you.
      </p>

      <h2>Information we collect</h2>

      <h3>Account information</h3>
      <p>
        When you register, we collect your name, your e-mail address and a password. Your password is stored only as a
        one-way hash: we never store it in readable form and cannot see it.
      </p>

      <h3>Questions and lesson plans</h3>
      <p>
        We store the questions you ask, the lesson plans you generate and the details you enter to create them (such as
        the educator, subject, grade, topic and lesson length). If you are signed in, they are stored with your account
        so you can find them in your library. If you are not signed in, they are stored with an anonymous browser id — a
        random identifier kept in a cookie that is not linked to your name or e-mail address. The same id lets us count
        the 2 free lesson plans available without an account.
      </p>

      <h3>Usage analytics</h3>
      <p>To understand how Lyceum is used, we record the following for each page view:</p>
      <ul>
        <li>the path of the page you visited and the time of the visit;</li>
        <li>the referrer (the page that linked you to Lyceum, if your browser sends it);</li>
        <li>your browser’s user agent, which describes the browser and operating system;</li>
        <li>a random session id;</li>
        <li>your country, and your city when our hosting provider supplies it, derived from your IP address;</li>
        <li>a truncated IP address, with the last part removed. Your full IP address is never stored.</li>
      </ul>
      <p>We use our own first-party analytics. We do not use third-party analytics or advertising trackers.</p>

      <h2>How we use your information</h2>
      <ul>
        <li>
          <strong>To provide the service:</strong> answering your questions, generating and saving lesson plans, and
          managing your account, including verification and password-reset e-mails.
        </li>
        <li>
          <strong>For security:</strong> keeping you signed in safely, protecting accounts and detecting abuse.
        </li>
        <li>
          <strong>For rate limiting:</strong> applying the free-plan limit and preventing any one visitor from
          overwhelming the service.
        </li>
        <li>
          <strong>To improve Lyceum:</strong> understanding which pages and features teachers use, where they get stuck
          and which educators they look for, in aggregate.
        </li>
      </ul>

      <h2>How long we keep it</h2>
      <ul>
        <li>
          <strong>Page-view analytics</strong> are kept for 13 months and then deleted. Daily totals (how many views
          each page and each country had on a day, with no information about any visitor) are kept after that.
        </li>
        <li>
          <strong>Account data</strong>, including the questions and lesson plans saved with your account, is kept until
          you delete your account.
        </li>
        <li>
          <strong>Password-reset and verification links</strong> expire: a password-reset link is valid for 1 hour, and
          a used or expired link can never be used again.
        </li>
      </ul>

      <h2>AI processing</h2>
      <p>
        By default, Lyceum uses a built-in offline model that runs on our own server. In that configuration your
        questions and lesson requests are processed there, and nothing leaves the server.
      </p>
      <p>
        When an external AI provider is configured, your questions and lesson requests are sent to that provider so it
        can produce the answers and lesson plans you see. The request contains what the model needs to respond, such as
        your question, the educator you chose and your lesson details. This is another reason not to include personal
        information about students or colleagues in what you type.
      </p>

      <h2>Service providers</h2>
      <p>
        We rely on a small number of providers to run Lyceum. Our hosting provider runs the servers that store your
        data. An e-mail provider delivers account e-mails, such as verification and password-reset messages, and
        receives your e-mail address and the content of those messages in order to send them. Where an external AI
        provider is configured, it receives the requests described above. Each provider may use the information only to
        provide its service to us.
      </p>

      <h2>What we do not do</h2>
      <ul>
        <li>We do not sell your personal information, and we never will.</li>
        <li>We do not show advertising, and we do not share your data with advertisers.</li>
        <li>We do not use your information to build profiles for marketing by anyone else.</li>
      </ul>

      <h2>Security</h2>
      <p>
        We protect your information with measures appropriate to a service of Lyceum’s size: passwords are stored only
        as one-way hashes, sign-in sessions are protected against cross-site request forgery, reset links expire quickly
        and requests are rate limited. No system is perfectly secure, so if you believe your account has been
        compromised, contact us straight away.
      </p>

      <h2>Your rights</h2>
      <p>You can ask us to:</p>
      <ul>
        <li>
          <strong>access</strong> the personal information we hold about you;
        </li>
        <li>
          <strong>correct</strong> information that is inaccurate or incomplete;
        </li>
        <li>
          <strong>delete</strong> your account and the information associated with it;
        </li>
        <li>
          <strong>export</strong> your data, including your saved lesson plans, in a portable format.
        </li>
      </ul>
      <p>
        To make a request, e-mail <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> from the address
        linked to your account, so we can confirm the request comes from you. We will respond as promptly as we can, and
        always within the time required by the law that applies to you.
      </p>

      <h2>Cookies</h2>
      <p>
        Lyceum uses a small number of cookies to keep you signed in, protect your session, count free lesson plans and
        measure page views. Our <Link href="/cookie-policy">Cookie Policy</Link> lists each one, what it does and how
        long it lasts.
      </p>

      <h2>Changes to this policy</h2>
      <p>
        We may update this policy as Lyceum changes. When we do, we will change the “Last Updated” date at the top of
        this page, and if the changes are significant we will tell signed-in users by e-mail or with a notice in the app
        before they take effect.
      </p>

      <h2>Contact us</h2>
      <p>
        Questions about this policy or about your data are welcome at{" "}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </ProsePage>
  );
}
