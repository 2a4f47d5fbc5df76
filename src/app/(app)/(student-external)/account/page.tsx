import type { Metadata } from "next";
import { requirePageUser } from "@/server/auth/page-session";
import { getMe } from "@/server/auth/get-me";
import { firstLoad } from "@/server/http/first-load";
import { getQuickStats } from "@/server/statistics/get-quick-stats";
import { AccountPasswordForm } from "./account-password-form";
import { EmailChangeForm } from "./email-change-form";
import { HouseholdSection } from "./lazy-household-section";
import { QuickStatsLoader } from "./lazy-quick-stats-loader";
import { MyDataDownload } from "./my-data-download";
import { NoticeSettings } from "./notice-settings";
import { PaymentHistory } from "./payment-history";
import { PersonalInfo } from "./personal-info";
import { ProfileForm } from "./profile-form";
import { PushDeviceToggle } from "./push-device-toggle";
import { QuickStats } from "./quick-stats";
import { CalendarSubscription } from "./calendar-subscription";

export const metadata: Metadata = { title: "Conta" };

/** /account (students and externals): quick stats, personal info and the profile form, password and email change, the household ('Agregado'), notices (by mail, and on this device), the calendar feed in one tap, payment history, the data download. */
export default async function AccountPage() {
  const session = await requirePageUser(["student", "external"]);
  // The quick stats come with the page, as GET /api/bookings/user-quick-stats answers them.
  const [{ user }, stats] = await Promise.all([getMe(session), firstLoad("account", () => getQuickStats(session))]);
  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">A Minha Conta</h1>
        <p className="mt-2 text-slate-600">Os seus dados, a sua password, as suas aulas e os seus pagamentos.</p>
      </header>
      {stats ? <QuickStats stats={stats} /> : <QuickStatsLoader />}
      <div className="grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="space-y-6">
          <PersonalInfo user={user} />
          <ProfileForm key={`${user.name} ${user.phone}`} name={user.name} phone={user.phone} />
        </div>
        <div className="space-y-6">
          <AccountPasswordForm />
          <EmailChangeForm />
        </div>
      </div>
      <HouseholdSection />
      <NoticeSettings initial={user.notice_settings} />
      <PushDeviceToggle />
      {user.calendar_feed_url && <CalendarSubscription feedUrl={user.calendar_feed_url} />}
      <PaymentHistory />
      <MyDataDownload />
    </div>
  );
}
