/** Links of the header and footer. */
export const mainNav = [
  { href: "/", label: "Home" },
  { href: "/ask", label: "Ask an Educator" },
  { href: "/lessons", label: "Generate a Lesson Plan" },
  { href: "/roundtable", label: "Roundtable" },
  { href: "/explore", label: "Explore Educators" },
  { href: "/about", label: "About" },
  { href: "/blog", label: "Blog" },
] as const;

/** Shown in the navigation to signed-in teachers. */
export const libraryLink = { href: "/library", label: "My Library" } as const;

export const footerColumns = [
  {
    title: "Resources",
    links: [
      { href: "/explore", label: "Explore Educators" },
      { href: "/ask", label: "Ask an Educator" },
      { href: "/lessons", label: "Generate a Lesson Plan" },
      { href: "/roundtable", label: "Roundtable" },
      { href: "/blog", label: "Blog" },
    ],
  },
  {
    title: "Company",
    links: [
      { href: "/about", label: "About" },
      { href: "/careers", label: "Careers" },
      { href: "/contact", label: "Contact Us" },
    ],
  },
  {
    title: "Legal",
    links: [
      { href: "/privacy-policy", label: "Privacy Policy" },
      { href: "/terms-of-service", label: "Terms of Service" },
      { href: "/cookie-policy", label: "Cookie Policy" },
    ],
  },
] as const;

/** The current route is highlighted: exact for Home, by prefix elsewhere. */
export function isActive(pathname: string, href: string) {
  return href === "/" ? pathname === "/" : pathname === href || pathname.startsWith(`${href}/`);
}

/** Pages prerendered at build time: the marketing site and the policies. */
export const staticPages = [
  "/",
  "/about",
  "/blog",
  "/careers",
  "/contact",
  "/privacy-policy",
  "/terms-of-service",
  "/cookie-policy",
  "/help/models",
] as const;

/** Every public page, for the sitemap. */
export const publicPages = [...staticPages, "/explore", "/ask", "/lessons", "/roundtable"] as const;
