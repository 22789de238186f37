import type { Metadata } from "next";
import { StatsDashboard } from "@/components/stats/stats-dashboard";

export const metadata: Metadata = {
  title: "Statistics",
  description: "Lyceum's statistics dashboard for the administrator.",
  robots: { index: false },
};

export default function StatsPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <StatsDashboard />
    </div>
  );
}
