"use client";

import { useCurrentUser } from "@/components/hooks/use-current-user";
import { ModelCard } from "./model-card";
import { AccessDenied, SignInPrompt, StatusMessage } from "./stats-gates";
import { StatsTabs } from "./stats-tabs";
import { SummaryCards } from "./summary-cards";
import { useStatistics } from "./use-statistics";

/**
 * Spec section 2, the /stats states in order: auth loading, signed out, signed-in non-admin,
 * admin while the statistics load, then the dashboard.
 */
export function StatsDashboard() {
  const { user, isLoading: authLoading } = useCurrentUser();
  const isAdmin = Boolean(user?.isAdmin);
  const { statistics, isLoading } = useStatistics(isAdmin);

  if (authLoading) return <StatusMessage>Checking authentication...</StatusMessage>;
  if (!user) return <SignInPrompt />;
  if (!isAdmin) return <AccessDenied />;
  if (isLoading) return <StatusMessage>Loading statistics...</StatusMessage>;

  return (
    <div className="space-y-8">
      <header>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Statistics Dashboard</h1>
        <p className="mt-3 text-muted-foreground">
          {user.firstName ? `Welcome back, ${user.firstName}. ` : ""}
          Traffic, accounts and activity across Lyceum.
        </p>
      </header>
      <SummaryCards summary={statistics.summary} dailyTraffic={statistics.dailyTraffic} />
      <ModelCard />
      <StatsTabs statistics={statistics} />
    </div>
  );
}
