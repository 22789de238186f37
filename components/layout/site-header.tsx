"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useState } from "react";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { useLogout } from "@/lib/client/use-auth-calls";
import { useCurrentUser } from "@/lib/client/use-current-user";
import { isActive, libraryLink, mainNav } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useCurrentUser();
  const links = user ? [...mainNav, libraryLink] : mainNav;

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header data-site-header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-4 px-4">
        <Logo />
        <nav aria-label="Main" className="ml-4 hidden flex-1 items-center gap-1 lg:flex">
          {links.map((link) => (
            <NavLink key={link.href} href={link.href} active={isActive(pathname, link.href)}>
              {link.label}
            </NavLink>
          ))}
        </nav>
        <div className="ml-auto flex items-center gap-2">
          <ThemeToggle />
          <div className="hidden sm:block">
            <AccountArea />
          </div>
          <Button
            variant="ghost"
            size="icon"
            className="lg:hidden"
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? "Close menu" : "Open menu"}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? <X aria-hidden /> : <Menu aria-hidden />}
          </Button>
        </div>
      </div>
      {menuOpen && (
        <nav id="mobile-menu" aria-label="Mobile" className="border-t px-4 pb-4 lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((link) => (
              <li key={link.href}>
                <NavLink href={link.href} active={isActive(pathname, link.href)} className="block">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
          <div className="mt-3 sm:hidden">
            <AccountArea />
          </div>
        </nav>
      )}
    </header>
  );
}

function NavLink({
  href,
  active,
  className,
  children,
}: {
  href: string;
  active: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <Link
      href={href}
      aria-current={active ? "page" : undefined}
      className={cn(
        "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
        active ? "bg-secondary text-foreground" : "text-muted-foreground",
        className,
      )}
    >
      {children}
    </Link>
  );
}

/** Loading placeholder, then the signed-in greeting with Logout, or the 'Login / Register' button. */
function AccountArea() {
  const { user, isLoading } = useCurrentUser();
  const authDialog = useAuthDialog();
  const logout = useLogout();
  if (isLoading) {
    return <Skeleton className="h-9 w-32" data-testid="auth-loading" role="status" aria-label="Loading account" />;
  }
  if (user) {
    return (
      <div className="flex items-center gap-3">
        <span className="text-sm">Welcome, {user.firstName || "User"}!</span>
        <Button
          size="sm"
          variant="outline"
          disabled={logout.isPending}
          onClick={() =>
            logout.mutate(undefined, {
              onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message }),
            })
          }
        >
          {logout.isPending ? "Logging out..." : "Logout"}
        </Button>
      </div>
    );
  }
  return (
    <Button size="sm" onClick={() => authDialog.open("login")}>
      Login / Register
    </Button>
  );
}
