import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/site/prose-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Terms of Service",
  description:
    "The terms that govern your use of Lyceum, including eligibility, acceptable use, AI-generated content, ownership, subscriptions and liability.",
};

export default function TermsOfServicePage() {
  return (
    <ProsePage
      title="Terms of Service"
      intro="These terms explain the agreement between you and Lyceum when you use the service. We have tried to keep them short and readable; please read them in full."
      lastUpdated={site.policiesUpdated}
    >
      <h2>Acceptance of these terms</h2>
      <p>
        By accessing or using Lyceum, you agree to these Terms of Service and to our{" "}
        <Link href="/privacy-policy">Privacy Policy</Link> and <Link href="/cookie-policy">Cookie Policy</Link>. If you
        do not agree, please do not use Lyceum. If you use Lyceum on behalf of a school or other organization, you
        confirm that you are authorized to accept these terms for it.
      </p>

      <h2>Eligibility</h2>
      <p>
        <strong>You must be at least 18 years old to use Lyceum.</strong> Lyceum is a professional tool for teachers and
        others who plan learning; it is not designed for use by students.
      </p>

      <h2>Accounts and security</h2>
      <p>
        You can generate a limited number of lesson plans (currently two) without an account. To continue, and to save
        plans to your library, you need a free account.
      </p>
      <ul>
        <li>Give accurate information when you register and keep your e-mail address current.</li>
        <li>
          Keep your password confidential and do not share your account. You are responsible for activity that happens
          under it.
        </li>
        <li>
          Tell us straight away at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a> if you think someone
          else has accessed your account.
        </li>
      </ul>

      <h2>Acceptable use</h2>
      <p>When you use Lyceum, you agree not to:</p>
      <ul>
        <li>break any law or infringe anyone else’s rights;</li>
        <li>
          enter personal information about students or others that you do not have the right to share, or sensitive
          information about any child;
        </li>
        <li>
          use Lyceum to produce content that is hateful, harassing, sexually explicit, or intended to deceive, including
          presenting generated text as a real quotation from an educator;
        </li>
        <li>
          attempt to get around usage limits, rate limits or the free-plan limit, for example by automating requests or
          creating multiple accounts;
        </li>
        <li>
          probe, scan or test the security of Lyceum, or interfere with its operation, without our written permission;
        </li>
        <li>scrape, copy or resell the service, or use it to build a competing product or to train other AI models.</li>
      </ul>

      <h2>AI-generated content</h2>
      <p>
        Answers and lesson plans on Lyceum are AI interpretations grounded in each educator’s documented ideas. They are
        not the educators’ own words and are not endorsed by the educators, their estates or the institutions associated
        with them.
      </p>
      <p>
        AI-generated content can be incomplete, out of date or simply wrong. You are the professional in the room:
        review every answer and plan before you use it in class, and adapt it to your students, your curriculum and your
        school’s policies. Lyceum does not provide legal, medical, psychological or safeguarding advice.
      </p>

      <h2>Your content</h2>
      <p>
        Teachers own what they create. The questions you write, and the lesson plans you generate, edit and save, are
        yours to use, adapt, print and share however you like, including with colleagues and students.
      </p>
      <p>
        So that we can run the service, you give us permission to store, process and display your content to you, and to
        send it to the AI processing described in our <Link href="/privacy-policy">Privacy Policy</Link>. This
        permission lasts only as long as we need it to provide Lyceum to you and ends when you delete the content or
        your account, except where we must keep information to comply with the law.
      </p>

      <h2>Our intellectual property</h2>
      <p>
        Lyceum itself — its software, design, name, logo, educator profiles and the text we write for the site — belongs
        to Lyceum and its licensors and is protected by intellectual property laws. These terms give you a personal,
        non-exclusive, non-transferable right to use the service; they do not give you any other rights in it.
      </p>

      <h2>Subscriptions and billing</h2>
      <p>
        Lyceum’s core features are available with a free account. Paid subscriptions, if offered, auto-renew at the end
        of each billing period until canceled. You can cancel any time before renewal; canceling stops future charges,
        and you keep access to paid features until the end of the period you have already paid for. We will show the
        price, billing period and renewal terms clearly before you subscribe, and tell you in advance about any price
        change to an existing subscription.
      </p>

      <h2>Disclaimer of warranties</h2>
      <p>
        Lyceum is provided “as is” and “as available”. To the fullest extent permitted by law, we make no warranties of
        any kind, express or implied, including warranties of merchantability, fitness for a particular purpose,
        accuracy and non-infringement. We do not promise that Lyceum will be uninterrupted or error-free, or that any
        answer or lesson plan will be accurate or suitable for your students.
      </p>

      <h2>Limitation of liability</h2>
      <p>
        To the fullest extent permitted by law, Lyceum will not be liable for any indirect, incidental, special,
        consequential or punitive damages, or for any loss of data, profits or goodwill, arising from your use of the
        service. Our total liability for any claim relating to Lyceum is capped at the amount you paid Lyceum in the 12
        months before the claim. Some jurisdictions do not allow certain limitations, so parts of this section may not
        apply to you.
      </p>

      <h2>Termination</h2>
      <p>
        You can stop using Lyceum and delete your account at any time. We may suspend or close an account that breaks
        these terms or puts the service or other users at risk; where it is reasonable to do so, we will tell you why
        and give you a chance to respond. When an account is closed, your right to use Lyceum ends, and the sections of
        these terms that by their nature should continue — including ownership, disclaimers and limitation of liability
        — remain in effect.
      </p>

      <h2>Changes to these terms</h2>
      <p>
        We may update these terms as Lyceum develops. We will change the “Last Updated” date above and, for significant
        changes, notify signed-in users before the changes take effect. If you keep using Lyceum after that, you accept
        the updated terms.
      </p>

      <h2>Governing law</h2>
      <p>
        These terms are governed by the laws of the Commonwealth of Massachusetts, USA, without regard to its
        conflict-of-laws rules. Nothing in these terms removes any protection you have under the consumer laws of the
        place where you live.
      </p>

      <h2>Contact</h2>
      <p>
        Questions about these terms are welcome at <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </ProsePage>
  );
}
