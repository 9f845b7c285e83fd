import {
  Banknote,
  BarChart3,
  Contact,
  Files,
  LayoutTemplate,
  Mail,
  Link2,
  MessageSquare,
  MessageSquareWarning,
  Scale,
  UserCog,
  Users,
} from 'lucide-react';
import { Suspense, useEffect, useRef } from 'react';
import type { StaffMember } from '../../../contract/staff/staff';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { SkipLink } from '../../components/ui/skip-link';
import { ChatInbox, titleWithUnread, useStaffChatAlerts } from '../../features/chat';
import { useTabParam, LeadsTab, SummaryCards } from '../../features/leads';
import { TeamTab } from '../../features/staff';
import { CurrentMemberProvider } from '../../lib/current-member';
import { ContentTab } from '../../features/content';
import { CrmTab } from '../../features/crm';
import { DocumentsTab } from '../../features/documents';
import { ContactMessagesTab } from '../../features/intake';
import { ComplaintsTab } from '../../features/complaints';
import { ClaimsTab } from '../../features/claims';
import { ReportsTab } from '../../features/reports';
import { ListMessage } from '../../components/ui/section-card';
import { ClientsTab, CLIENTS_TAB, clientAccountHref, PayoutsTab } from '../../features/accounts';
import { toast } from '../../components/ui/use-toast';
import { useLeaveGuard } from '../../lib/unsaved-changes';
import { AdminHeader, dashboardTitle } from './admin-header';

export { dashboardTitle };

/** The claims queues, whose rows open the client's account in the Clients tab. */
const ClaimsPanel = () => <ClaimsTab accountHref={clientAccountHref} />;

/** The reports, with their chart library, arrive when the tab is first opened. */
const ReportsPanel = () => (
  <Suspense fallback={<ListMessage role="status">Loading the reports…</ListMessage>}>
    <ReportsTab />
  </Suspense>
);

/** The panel's sections, in tab order; `value` is the `?tab=` of the URL. */
const TABS = [
  { value: 'leads', label: 'Client Leads', icon: Users, Panel: LeadsTab },
  { value: CLIENTS_TAB, label: 'Clients', icon: Contact, Panel: ClientsTab },
  { value: 'withdrawals', label: 'Withdrawal Requests', icon: Banknote, Panel: PayoutsTab },
  { value: 'documents', label: 'Documents', icon: Files, Panel: DocumentsTab },
  { value: 'crm', label: 'CRM Integration', icon: Link2, Panel: CrmTab },
  { value: 'chat', label: 'Live Chat', icon: MessageSquare, Panel: ChatInbox },
  { value: 'messages', label: 'Messages', icon: Mail, Panel: ContactMessagesTab },
  { value: 'claims', label: 'Claims', icon: Scale, Panel: ClaimsPanel },
  { value: 'complaints', label: 'Complaints', icon: MessageSquareWarning, Panel: ComplaintsTab },
  { value: 'reports', label: 'Reports', icon: BarChart3, Panel: ReportsPanel, adminOnly: true },
  { value: 'content', label: 'Site Content', icon: LayoutTemplate, Panel: ContentTab, adminOnly: true },
  { value: 'team', label: 'Team', icon: UserCog, Panel: TeamTab, adminOnly: true },
] as const;
type TabValue = (typeof TABS)[number]['value'];
/** The tabs a member sees: a caseworker does not get the admin-only ones. */
const tabsFor = (isAdmin: boolean) => TABS.filter((tab) => isAdmin || !('adminOnly' in tab));

/** The dashboard: header, summary cards and the six tabs. */
export function AdminShell({ staff }: { staff: StaffMember }) {
  const tabs = tabsFor(staff.isAdmin);
  useRoleChangeNotice(staff.isAdmin);
  const [tab, setTab] = useTabParam<TabValue>(
    tabs.map((t) => t.value),
    'leads',
  );
  const unreadChats = useStaffChatAlerts(staff.id, tab === 'chat', () => setTab('chat'));
  // Unsaved edits (site content) are not dropped by a tab switch, a header link or signing out without asking;
  // answered after a tab switch, the selected tab has the focus.
  const leave = useLeaveGuard(() => document.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]'));

  return (
    <CurrentMemberProvider value={staff}>
      <title>{titleWithUnread(dashboardTitle(staff.isAdmin), unreadChats)}</title>
      <div className="min-h-screen bg-navy-50">
        <SkipLink />
        <AdminHeader staff={staff} tab={tab} leave={leave} />

        <main id="main" className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-5 px-4 py-5 sm:px-6">
          {/* On a phone the lead counts stand above the leads only: on the other tabs they pushed the work below the fold. */}
          <SummaryCards className={tab === 'leads' ? undefined : 'max-sm:hidden'} />
          <Tabs value={tab} onValueChange={(value) => leave.guard(() => setTab(value as TabValue))}>
            <TabsList aria-label="Admin sections">
              {tabs.map(({ value, label, icon: Icon }) => (
                <TabsTrigger key={value} value={value}>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                  {label}
                  {value === 'chat' && <UnreadBadge count={unreadChats} />}
                </TabsTrigger>
              ))}
            </TabsList>
            {tabs.map(({ value, Panel }) => (
              <TabsContent key={value} value={value}>
                <Panel />
              </TabsContent>
            ))}
          </Tabs>
          {leave.dialog}
        </main>
      </div>
    </CurrentMemberProvider>
  );
}

/** The Live Chat tab's count of chats with unread visitor messages (read out as part of the tab's name). */
function UnreadBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    // relative: the screen-reader text is positioned inside the scrolling tab list, not past the page edge.
    <span data-testid="chat-unread-badge" className="relative rounded-full bg-red-700 px-1.5 text-xs font-bold text-white">
      <span aria-hidden="true">{count}</span>
      <span className="sr-only">{` (${count} unread)`}</span>
    </span>
  );
}

/** Says so when an admin changes the member's role while the panel is open: the admin-only parts go, or come. */
function useRoleChangeNotice(isAdmin: boolean) {
  const wasAdmin = useRef(isAdmin);
  useEffect(() => {
    if (wasAdmin.current && !isAdmin) {
      toast({ title: 'Your role has changed', description: 'You are now a caseworker: the parts of the panel only an admin may use are gone.' });
    }
    if (!wasAdmin.current && isAdmin) {
      toast({ title: 'Your role has changed', description: 'You are now an admin: the parts of the panel only an admin may use are open to you.' });
    }
    wasAdmin.current = isAdmin;
  }, [isAdmin]);
}
