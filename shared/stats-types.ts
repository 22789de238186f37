/** Spec section 3, statistics shapes, as the stats calls answer them. */

export type StatsUser = {
  id: string;
  firstName: string | null;
  lastName: string | null;
  email: string;
  isEmailVerified: boolean;
  createdAt: string;
};

export type StatsPageView = {
  path: string;
  timestamp: string;
  userId: string | null;
  country: string | null;
  countryCode: string | null;
};

/** `users` counts distinct visitors of the day (a signed-in user, or an anonymous session). */
export type DailyTraffic = { date: string; views: number; users: number };

/** `safeguarding_concerns`: questions and briefs the screening step answered with the safeguarding reply. */
export type ActivityAction =
  | "page_views"
  | "registrations"
  | "chat"
  | "lesson_plan"
  | "roundtable"
  | "safeguarding_concerns";
export type ActivityCount = { action: ActivityAction; count: number };

export type CountryCount = { country: string; countryCode: string; count: number };

export type TopPage = { path: string; views: number };

export type StatsSummary = {
  totalUsers: number;
  totalPageViews: number;
  totalChats: number;
  totalLessonPlans: number;
  todayViews: number;
};
