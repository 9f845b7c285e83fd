import { ArrowLeft, FileSpreadsheet, FileText, ShieldCheck, UserCog } from 'lucide-react';
import { Link } from 'wouter';
import { staffDisplayName, type StaffMember } from '../../../contract/staff/staff';
import { Button, buttonClasses } from '../../components/ui/button';
import { IconBadge } from '../../components/ui/icon-badge';
import { LogoutButton } from '../../components/ui/logout-button';
import { type ExportFormat, useExportLeads, useLeadListParams } from '../../features/leads';
import { ChangePasswordButton, PROFILE_FROM_PANEL, useLogout } from '../../features/staff';
import { useTitleFocus, useTitleFocusInPlace } from '../../lib/title-focus';
import type { useLeaveGuard } from '../../lib/unsaved-changes';

/** The panel's heading: a caseworker is not an admin, and does not read "Admin Dashboard". */
export const dashboardTitle = (isAdmin: boolean) => (isAdmin ? 'Admin Dashboard' : 'Staff Dashboard');

type LeaveGuard = ReturnType<typeof useLeaveGuard>;

/** The dashboard's header: who is signed in, the way back to the site, the lead exports, profile, password and sign-out. */
export function AdminHeader({ staff, tab, leave }: { staff: StaffMember; tab: string; leave: LeaveGuard }) {
  const title = useTitleFocus();
  // Signed out, the panel gives way to its sign-in form at the same address: that form's title takes the focus.
  const logout = useLogout(useTitleFocusInPlace());
  // Held by the header, not the buttons: an export under way still shows after a round trip through another tab.
  const exporter = useExportLeads();
  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
        <div className="flex min-w-0 items-center gap-3">
          <IconBadge icon={ShieldCheck} className="h-9 w-9 rounded-lg bg-navy-900" iconClassName="h-5 w-5 text-teal-300" />
          <div className="min-w-0">
            <h1 {...title} className="text-lg leading-tight font-bold text-navy-900">
              {dashboardTitle(staff.isAdmin)}
            </h1>
            <p className="truncate text-xs text-slate-600">Signed in as {staffDisplayName(staff)}</p>
          </div>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          <Link href="/" className={buttonClasses('ghost', 'sm')} onClick={leave.guardLink('/')}>
            <ArrowLeft aria-hidden="true" className="h-4 w-4" />
            Back to Website
          </Link>
          {/* The export is of the lead list (with its filters): it belongs to the Client Leads tab alone. */}
          {staff.isAdmin && tab === 'leads' && <LeadExportButtons exporter={exporter} />}
          <Link href={PROFILE_FROM_PANEL} className={buttonClasses('outline', 'sm')} onClick={leave.guardLink(PROFILE_FROM_PANEL)}>
            <UserCog aria-hidden="true" className="h-4 w-4" />
            Profile
          </Link>
          <ChangePasswordButton />
          <LogoutButton
            variant="secondary"
            onLogout={(event) => leave.guard(() => logout.mutate(), event.currentTarget)}
            pending={logout.isPending}
          />
        </div>
      </div>
    </header>
  );
}

/** Exports the lead list as filtered, as CSV or Excel; both wait while one is under way. */
function LeadExportButtons({ exporter }: { exporter: ReturnType<typeof useExportLeads> }) {
  const [params] = useLeadListParams();
  const exporting = exporter.isPending ? exporter.variables.format : null;
  const exportAll = (format: ExportFormat) => exporter.mutate({ params, format });
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => exportAll('csv')} disabled={exporting !== null}>
        <FileText aria-hidden="true" className="h-4 w-4" />
        {exporting === 'csv' ? 'Exporting...' : 'Export CSV'}
      </Button>
      <Button variant="outline" size="sm" onClick={() => exportAll('xlsx')} disabled={exporting !== null}>
        <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
        {exporting === 'xlsx' ? 'Exporting...' : 'Export Excel'}
      </Button>
    </>
  );
}
