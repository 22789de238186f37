import type { Metadata } from "next";
import Link from "next/link";
import { ProsePage } from "@/components/site/prose-page";
import { site } from "@/lib/site";

export const metadata: Metadata = {
  title: "Cookie Policy",
  description:
    "The cookies and browser storage Lyceum uses, what each one does, how long it lasts, and how you can control them.",
};

type CookieRow = {
  names: string[];
  category: string;
  purpose: string;
  duration: string;
};

const cookies: CookieRow[] = [
  {
    names: ["lyceum_vid"],
    category: "Analytics",
    purpose: "A random visitor id. It is also used to count the free trial lesson plans available without an account.",
    duration: "2 years",
  },
  {
    names: ["lyceum_sid"],
    category: "Analytics",
    purpose: "A random session id that groups the pages viewed during one visit.",
    duration: "24 hours",
  },
  {
    names: ["authjs.session-token"],
    category: "Session",
    purpose:
      "Keeps you signed in. It works as a remember token, so you stay signed in between visits until it expires or you log out.",
    duration: "2 weeks, unless you log out",
  },
  {
    names: ["lyceum_signed_in"],
    category: "Session",
    purpose:
      "A plain flag, with no personal data, telling the page that you signed in, so it only asks who you are when there is someone to ask about.",
    duration: "2 weeks, unless you log out",
  },
  {
    names: ["authjs.csrf-token", "authjs.callback-url"],
    category: "Session security",
    purpose:
      "Protect the sign-in and sign-out forms against cross-site request forgery, and remember which page to return you to after you sign in.",
    duration: "Session (until the browser closes)",
  },
  {
    names: ["lyceum-theme"],
    category: "Preferences",
    purpose:
      "Remembers whether you chose the light or dark theme. Stored in your browser’s local storage rather than as a cookie, and never sent to our servers.",
    duration: "1 year",
  },
  {
    names: ["lyceum-current-conversation"],
    category: "Preferences",
    purpose:
      "The number of your current conversation on Ask an Educator, so a reload brings it back. Stored in your browser’s local storage; the conversation itself is returned only to the browser or account that had it.",
    duration: "Until you start a new conversation or log out",
  },
];

export default function CookiePolicyPage() {
  return (
    <ProsePage
      title="Cookie Policy"
      intro="Lyceum uses a handful of first-party cookies to keep you signed in, keep your session secure and understand how the site is used. This page lists every one of them."
      lastUpdated={site.policiesUpdated}
    >
      <h2>What cookies are</h2>
      <p>
        Cookies are small text files that a website asks your browser to store and send back on later requests. They let
        a site remember things between pages and visits — for example, that you are signed in. Local storage is a
        similar feature that keeps information in your browser without sending it to the server with every request. Some
        cookies are deleted when you close your browser (session cookies); others stay until they expire or you delete
        them.
      </p>

      <h2>The cookies Lyceum uses</h2>
      <p>
        All of these are set by Lyceum itself. There are no advertising cookies and no third-party tracking cookies on
        Lyceum.
      </p>
      <table>
        <caption>Cookies and browser storage used by Lyceum</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Purpose</th>
            <th scope="col">Duration</th>
          </tr>
        </thead>
        <tbody>
          {cookies.map((cookie) => (
            <tr key={cookie.names.join(" ")}>
              <td>
                {cookie.names.map((name, index) => (
                  <span key={name}>
                    {index > 0 ? " / " : null}
                    <code>{name}</code>
                  </span>
                ))}
              </td>
              <td>
                <strong>{cookie.category}:</strong> {cookie.purpose}
              </td>
              <td>{cookie.duration}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        On secure (HTTPS) connections, the sign-in cookies may appear in your browser with a <code>__Secure-</code> or{" "}
        <code>__Host-</code> prefix, such as <code>__Secure-authjs.session-token</code>. The prefix tells your browser
        to send them only over encrypted connections; they serve the same purposes listed above.
      </p>

      <h2>What we do not use</h2>
      <p>
        Lyceum does not use advertising cookies, social-media tracking pixels or third-party analytics cookies, and we
        do not allow other companies to set cookies through our site. The analytics cookies above feed only our own
        first-party statistics, described in our <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>

      <h2>How to control cookies</h2>
      <p>
        You can see, block and delete cookies in your browser’s settings, usually under “Privacy” or “Privacy and
        security”. Most browsers let you:
      </p>
      <ul>
        <li>view the cookies a site has stored, and delete some or all of them;</li>
        <li>block cookies from particular sites, or all cookies;</li>
        <li>clear cookies and site data, including local storage, automatically when you close the browser.</li>
      </ul>
      <p>
        Your browser’s help pages explain the exact steps. Clearing site data for Lyceum also removes your saved theme
        preference.
      </p>

      <h2>What happens if you block cookies</h2>
      <p>
        You can still browse Lyceum’s public pages, read about the educators and view these policies with cookies
        blocked. However, you cannot stay signed in, because signing in depends on the session cookies above, so you
        will not be able to use your account or your library.
      </p>

      <h2>Questions</h2>
      <p>
        If you have a question about cookies on Lyceum, e-mail{" "}
        <a href={`mailto:${site.contactEmail}`}>{site.contactEmail}</a>.
      </p>
    </ProsePage>
  );
}
