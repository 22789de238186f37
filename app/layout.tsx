import "@fontsource-variable/inter";
import "./globals.css";
import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import type { ReactNode } from "react";
import { VerifyEmailBanner } from "@/components/auth/verify-email-banner";
import { NavigationProgress } from "@/components/layout/navigation-progress";
import { PageViewTracker } from "@/components/layout/page-view-tracker";
import { Providers } from "@/components/layout/providers";
import { ScrollToTop } from "@/components/layout/scroll-to-top";
import { SiteFooter } from "@/components/layout/site-footer";
import { SiteHeader } from "@/components/layout/site-header";
import { themeScript } from "@/components/layout/theme-toggle";
import { site } from "@/lib/site";

/**
 * Inter's Latin face, preloaded with every page and shown only if it arrives within the first 100 ms
 * ("optional"): a late font never swaps in and shifts the page (CLS). Other scripts' faces come from
 * the @fontsource import, under the same fallback chain (globals.css `--font-sans`).
 */
const inter = localFont({
  src: "../node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2",
  weight: "100 900",
  display: "optional",
  variable: "--font-inter",
});

export const metadata: Metadata = {
  title: { default: `${site.name} — ${site.tagline}`, template: `%s · ${site.name}` },
  description: site.description,
  applicationName: site.name,
};

export const viewport: Viewport = {
  themeColor: [
    { media: "(prefers-color-scheme: light)", color: "#fbfaf7" },
    { media: "(prefers-color-scheme: dark)", color: "#1b1d24" },
  ],
};

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" className={inter.variable} suppressHydrationWarning>
      <head>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a constant script that applies the saved theme before paint. */}
        <script dangerouslySetInnerHTML={{ __html: themeScript }} />
      </head>
      <body className="flex min-h-dvh flex-col antialiased">
        <Providers>
          <a
            href="#main"
            className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2"
          >
            Skip to content
          </a>
          <NavigationProgress />
          <ScrollToTop />
          <PageViewTracker />
          <SiteHeader />
          <VerifyEmailBanner />
          <main id="main" className="flex-1">
            {children}
          </main>
          <SiteFooter />
        </Providers>
      </body>
    </html>
  );
}
