import { ArrowLeft, Banknote, FileSpreadsheet, FileText, Files, LayoutTemplate, Link2, MessageSquare, ShieldCheck, Users } from 'lucide-react';
import { Link } from 'wouter';
import { staffDisplayName, type StaffMember } from '../../../contract/staff/staff';
import { Button, buttonClasses } from '../../components/ui/button';
import { LogoutButton } from '../../components/ui/logout-button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { ChatInbox } from '../../features/chat';
import { useExportLeads, type ExportFormat, useLeadListParams, useTabParam, LeadsTab, SummaryCards } from '../../features/leads';
import { useLogout, ChangePasswordButton } from '../../features/staff';
import { ContentTab } from '../../features/content';
import { CrmTab } from '../../features/crm';
import { DocumentsTab } from '../../features/documents';
import { PayoutsTab } from '../../features/accounts';

const TABS = ['leads', 'withdrawals', 'documents', 'crm', 'chat', 'content'] as const;

/** The dashboard: header, summary cards and the six tabs. */
export function AdminShell({ staff }: { staff: StaffMember }) {
  const [tab, setTab] = useTabParam(TABS, 'leads');
  const [params] = useLeadListParams();
  const exporter = useExportLeads();
  const logout = useLogout();
  const exporting = exporter.isPending ? exporter.variables.format : null;

  const exportAll = (format: ExportFormat) => exporter.mutate({ params, format });

  return (
    <div className="min-h-screen bg-navy-50">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-[1400px] flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6">
          <div className="flex min-w-0 items-center gap-3">
            <span className="flex h-9 w-9 shrink-0 items-center justify-center rounded-lg bg-navy-900" aria-hidden="true">
              <ShieldCheck className="h-5 w-5 text-teal-300" />
            </span>
            <div className="min-w-0">
              <h1 className="text-lg leading-tight font-bold text-navy-900">Admin Dashboard</h1>
              <p className="truncate text-xs text-slate-600">Signed in as {staffDisplayName(staff)}</p>
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <Link href="/" className={buttonClasses('ghost', 'sm')}>
              <ArrowLeft aria-hidden="true" className="h-4 w-4" />
              Back to Website
            </Link>
            <Button variant="outline" size="sm" onClick={() => exportAll('csv')} disabled={exporting !== null}>
              <FileText aria-hidden="true" className="h-4 w-4" />
              {exporting === 'csv' ? 'Exporting...' : 'Export CSV'}
            </Button>
            <Button variant="outline" size="sm" onClick={() => exportAll('xlsx')} disabled={exporting !== null}>
              <FileSpreadsheet aria-hidden="true" className="h-4 w-4" />
              {exporting === 'xlsx' ? 'Exporting...' : 'Export Excel'}
            </Button>
            <ChangePasswordButton />
            <LogoutButton variant="secondary" onLogout={() => logout.mutate()} pending={logout.isPending} />
          </div>
        </div>
      </header>

      <main className="mx-auto grid max-w-[1400px] grid-cols-[minmax(0,1fr)] gap-5 px-4 py-5 sm:px-6">
        <SummaryCards />
        <Tabs value={tab} onValueChange={(value) => setTab(value as (typeof TABS)[number])}>
          <TabsList aria-label="Admin sections">
            <TabsTrigger value="leads">
              <Users aria-hidden="true" className="h-4 w-4" />
              Client Leads
            </TabsTrigger>
            <TabsTrigger value="withdrawals">
              <Banknote aria-hidden="true" className="h-4 w-4" />
              Withdrawal Requests
            </TabsTrigger>
            <TabsTrigger value="documents">
              <Files aria-hidden="true" className="h-4 w-4" />
              Documents
            </TabsTrigger>
            <TabsTrigger value="crm">
              <Link2 aria-hidden="true" className="h-4 w-4" />
              CRM Integration
            </TabsTrigger>
            <TabsTrigger value="chat">
              <MessageSquare aria-hidden="true" className="h-4 w-4" />
              Live Chat
            </TabsTrigger>
            <TabsTrigger value="content">
              <LayoutTemplate aria-hidden="true" className="h-4 w-4" />
              Site Content
            </TabsTrigger>
          </TabsList>
          <TabsContent value="leads">
            <LeadsTab />
          </TabsContent>
          <TabsContent value="withdrawals">
            <PayoutsTab />
          </TabsContent>
          <TabsContent value="documents">
            <DocumentsTab />
          </TabsContent>
          <TabsContent value="crm">
            <CrmTab />
          </TabsContent>
          <TabsContent value="chat">
            <ChatInbox />
          </TabsContent>
          <TabsContent value="content">
            <ContentTab />
          </TabsContent>
        </Tabs>
      </main>
    </div>
  );
}
