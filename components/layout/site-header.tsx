"use client";

import { Menu, X } from "lucide-react";
import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useRef, useState } from "react";
import { useAuthDialog } from "@/components/auth/use-auth-dialog";
import { useLogout } from "@/components/hooks/use-auth-calls";
import { useCurrentUser } from "@/components/hooks/use-current-user";
import { useUnsavedPlan } from "@/components/hooks/use-unsaved-plan";
import { UnsavedPlanDialog } from "@/components/lessons/unsaved-plan-dialog";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { toast } from "@/components/ui/use-toast";
import { isActive, libraryLink, mainNav } from "@/lib/navigation";
import { cn } from "@/lib/utils";
import { Logo } from "./logo";
import { ThemeToggle } from "./theme-toggle";

export function SiteHeader() {
  const pathname = usePathname();
  const [menuOpen, setMenuOpen] = useState(false);
  const { user } = useCurrentUser();
  const links = user ? [...mainNav, libraryLink] : mainNav;
  const menuButton = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: close the menu whenever the route changes.
  useEffect(() => setMenuOpen(false), [pathname]);

  // Escape closes the open menu and gives focus back to its button, as it would for a dialog.
  useEffect(() => {
    if (!menuOpen) return;
    const closeOnEscape = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setMenuOpen(false);
      menuButton.current?.focus();
    };
    document.addEventListener("keydown", closeOnEscape);
    return () => document.removeEventListener("keydown", closeOnEscape);
  }, [menuOpen]);

  return (
    <header data-site-header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4">
        <Logo />
        {/* Eight links (Contact lives in the footer) and the greeting fit on one line from xl: below it the menu holds them. */}
        <nav aria-label="Main" className="ml-2 hidden flex-1 items-center gap-0.5 xl:flex">
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
            ref={menuButton}
            variant="ghost"
            size="icon"
            className="xl:hidden"
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
        <nav id="mobile-menu" aria-label="Mobile" className="border-t bg-background px-4 pb-4 shadow-md xl:hidden">
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
        "whitespace-nowrap rounded-md px-2.5 py-2 text-sm font-medium transition-colors hover:bg-accent hover:text-accent-foreground",
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
  const unsavedPlan = useUnsavedPlan(user?.id ?? null);
  const [askingToLogOut, setAskingToLogOut] = useState(false);
  if (isLoading) {
    return <Skeleton className="h-9 w-32" data-testid="auth-loading" role="status" aria-label="Loading account" />;
  }
  if (user) {
    const logOut = () => {
      setAskingToLogOut(false);
      logout.mutate(undefined, {
        onError: (error) => toast({ variant: "destructive", title: "Error", description: error.message }),
      });
    };
    return (
      <div className="flex items-center gap-3">
        <span className="max-w-48 truncate text-sm">Welcome, {user.firstName || "User"}!</span>
        <Button
          size="sm"
          variant="outline"
          disabled={logout.isPending}
          // An unsaved plan kept in this browser goes at logout: the teacher is asked first.
          onClick={() => (unsavedPlan ? setAskingToLogOut(true) : logOut())}
        >
          {logout.isPending ? "Logging out..." : "Logout"}
        </Button>
        <UnsavedPlanDialog
          open={askingToLogOut}
          reason="logout"
          onStay={() => setAskingToLogOut(false)}
          onLeave={logOut}
        />
      </div>
    );
  }
  return (
    <Button size="sm" onClick={() => authDialog.open("login")}>
      Login / Register
    </Button>
  );
}
