import { Badge } from "@/components/ui/badge";
import type { StatsUser } from "@/shared/stats-types";
import { formatRegistered } from "./format";

function fullName(user: StatsUser) {
  return [user.firstName, user.lastName].filter(Boolean).join(" ");
}

/** Users tab: every account, with its email verification and registration date. */
export function UsersTable({ users }: { users: StatsUser[] }) {
  return (
    <div className="rounded-xl border bg-card text-card-foreground shadow-sm">
      <div className="p-4 sm:p-6">
        <h3 id="stats-users-heading" className="text-lg font-semibold leading-tight tracking-tight">
          User Accounts
        </h3>
        <p className="mt-1 text-sm text-muted-foreground">Everyone who has registered, with their email status.</p>
      </div>
      {/* The region is focusable so keyboard users can scroll the table sideways on narrow screens. */}
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a horizontally scrollable region must be keyboard-reachable. */}
      <section className="overflow-x-auto" aria-labelledby="stats-users-heading" tabIndex={0}>
        <table className="w-full min-w-[36rem] text-left text-sm" aria-labelledby="stats-users-heading">
          <thead className="border-y bg-muted/50 text-muted-foreground">
            <tr>
              <th scope="col" className="px-4 py-3 font-medium sm:px-6">
                Name
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Email
              </th>
              <th scope="col" className="px-4 py-3 font-medium">
                Verified
              </th>
              <th scope="col" className="px-4 py-3 font-medium sm:px-6">
                Registered
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {users.length === 0 ? (
              <tr>
                <td colSpan={4} className="px-4 py-8 text-center text-muted-foreground sm:px-6">
                  No registered users yet.
                </td>
              </tr>
            ) : (
              users.map((user) => (
                <tr key={user.id} data-testid="user-row">
                  <td className="px-4 py-3 font-medium sm:px-6">{fullName(user) || "—"}</td>
                  <td className="break-all px-4 py-3">{user.email}</td>
                  <td className="px-4 py-3">
                    {user.isEmailVerified ? <Badge>Verified</Badge> : <Badge variant="outline">Pending</Badge>}
                  </td>
                  <td className="whitespace-nowrap px-4 py-3 sm:px-6">
                    <time dateTime={user.createdAt}>{formatRegistered(user.createdAt)}</time>
                  </td>
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
