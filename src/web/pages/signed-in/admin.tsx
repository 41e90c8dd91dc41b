import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../components/ui/tabs';
import { AuditTrail } from '../../features/admin/audit-trail';
import { ContactQueue } from '../../features/admin/contact-queue';
import { CreditDesk } from '../../features/admin/credit-desk';
import { DisputeDesk } from '../../features/admin/dispute-desk';
import { DocumentQueue } from '../../features/admin/document-queue';
import { PaymentDeskView } from '../../features/admin/payment-desk';
import { ReportQueue } from '../../features/admin/report-queue';
import { StandingDesk } from '../../features/admin/standing-desk';
import { useAccount } from '../../features/auth/account-gate';
import { useDocumentTitle } from '../../lib/use-document-title';
import NotFoundPage from '../not-found';

const TABS = [
  { value: 'documents', label: 'Documents' },
  { value: 'reports', label: 'Reports' },
  { value: 'contact', label: 'Messages' },
  { value: 'credit', label: 'Credit' },
  { value: 'payments', label: 'Payments' },
  { value: 'disputes', label: 'Disputes' },
  { value: 'standing', label: 'Providers' },
  { value: 'audit', label: 'Audit trail' },
] as const;
type Tab = (typeof TABS)[number]['value'];

/**
 * The admin desk: providers' documents to check, reported reviews and messages (hide or keep),
 * messages from the Contact page, credit, payments, disputes to decide, providers paused or suspended, and the audit trail. Anyone who is not an admin gets the not-found page, as the API answers them 404.
 */
export default function AdminPage() {
  const account = useAccount();
  const [tab, setTab] = useState<Tab>('documents');
  useDocumentTitle(
    account.isAdmin ? 'Admin desk' : 'Page Not Found',
    account.isAdmin
      ? "Check providers' documents, reported reviews and messages, and answer people who wrote in."
      : 'The page you are looking for does not exist or has moved.',
  );
  if (!account.isAdmin) return <NotFoundPage />;
  return (
    <main id="main" className="mx-auto grid w-full max-w-6xl grid-cols-1 gap-4 px-4 py-8">
      <h1 className="flex items-center gap-2 text-2xl font-semibold tracking-tight">
        <ShieldCheck className="size-6 text-primary" aria-hidden />
        Admin desk
      </h1>
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)} className="grid gap-4">
        <TabsList aria-label="Desk" className="justify-self-start">
          {TABS.map((t) => (
            <TabsTrigger key={t.value} value={t.value}>
              {t.label}
            </TabsTrigger>
          ))}
        </TabsList>
        <TabsContent value="documents">
          <DocumentQueue />
        </TabsContent>
        <TabsContent value="reports">
          <ReportQueue />
        </TabsContent>
        <TabsContent value="contact">
          <ContactQueue />
        </TabsContent>
        <TabsContent value="credit">
          <CreditDesk />
        </TabsContent>
        <TabsContent value="payments">
          <PaymentDeskView />
        </TabsContent>
        <TabsContent value="disputes">
          <DisputeDesk />
        </TabsContent>
        <TabsContent value="standing">
          <StandingDesk />
        </TabsContent>
        <TabsContent value="audit">
          <AuditTrail />
        </TabsContent>
      </Tabs>
    </main>
  );
}
