import { BookOpen, Eye, type LucideIcon, MessagesSquare, TrendingDown, TrendingUp, Users } from "lucide-react";
import type { ReactNode } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { weeklyGrowth } from "@/lib/stats/presentation";
import type { DailyTraffic, StatsSummary } from "@/shared/stats-types";
import { formatCount, formatGrowth } from "./format";

type SummaryCardProps = {
  title: string;
  subtitle: string;
  value: number;
  icon: LucideIcon;
  children?: ReactNode;
};

function SummaryCard({ title, subtitle, value, icon: Icon, children }: SummaryCardProps) {
  return (
    <Card data-testid="summary-card" className="min-w-0">
      <CardHeader className="flex-row items-center justify-between gap-2 pb-2">
        <CardTitle className="text-sm font-medium">{title}</CardTitle>
        <Icon className="size-4 text-muted-foreground" aria-hidden />
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold tabular-nums">{formatCount(value)}</p>
        <p className="text-xs text-muted-foreground">{subtitle}</p>
        {children}
      </CardContent>
    </Card>
  );
}

/** Spec section 2: the four summary cards; Page Views adds today's views and the weekly growth. */
export function SummaryCards({ summary, dailyTraffic }: { summary: StatsSummary; dailyTraffic: DailyTraffic[] }) {
  const growth = weeklyGrowth(dailyTraffic);
  const Trend = growth < 0 ? TrendingDown : TrendingUp;
  return (
    <section aria-labelledby="stats-summary-heading">
      <h2 id="stats-summary-heading" className="sr-only">
        Summary
      </h2>
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SummaryCard title="Total Users" subtitle="Registered accounts" value={summary.totalUsers} icon={Users} />
        <SummaryCard title="Page Views" subtitle="Total page visits" value={summary.totalPageViews} icon={Eye}>
          <p className="mt-3 text-sm">
            <span className="font-semibold tabular-nums">{formatCount(summary.todayViews)}</span> today
          </p>
          <p className="mt-1 flex items-center gap-1 text-sm text-muted-foreground" data-testid="weekly-growth">
            <Trend className="size-4" aria-hidden />
            {formatGrowth(growth)}
          </p>
        </SummaryCard>
        <SummaryCard
          title="Conversations"
          subtitle="Educator conversations"
          value={summary.totalChats}
          icon={MessagesSquare}
        />
        <SummaryCard title="Lesson Plans" subtitle="Generated plans" value={summary.totalLessonPlans} icon={BookOpen} />
      </div>
    </section>
  );
}
