import { FileDown } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { saveInvoice, useInvoices } from './api';
import { monthFormat } from '../../lib/dates';
import { m } from '../../../i18n/paraglide/messages.js';

/** The monthly invoices for Khaya's fees, each a PDF to keep for the provider's books. */
export function InvoicesCard() {
  const invoices = useInvoices();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">{m.biz_invoices()}</h2>
        <p className="text-sm text-muted-foreground">{m.biz_invoices_text()}</p>
      </CardHeader>
      <CardContent>
        {invoices.isError ? (
          <LoadError text={m.biz_invoices_failed()} onRetry={() => void invoices.refetch()} />
        ) : invoices.isPending ? (
          <p className="text-sm text-muted-foreground">{m.pl_loading()}</p>
        ) : invoices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{m.biz_invoices_empty()}</p>
        ) : (
          <ul className="grid divide-y" data-testid="invoices">
            {invoices.data.map((invoice) => (
              <li key={invoice.number} className="flex items-center justify-between gap-3 py-2">
                <div className="grid text-sm">
                  <span className="font-medium">
                    {monthFormat.format(new Date(`${invoice.month}-01T00:00:00Z`))} ·{' '}
                    {invoice.numberText}
                  </span>
                  <span className="text-muted-foreground">
                    {m.biz_invoice_vat({
                      total: formatCents(invoice.totalCents),
                      vat: formatCents(invoice.vatCents),
                    })}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={m.biz_invoice_download({ number: invoice.numberText })}
                  onClick={() =>
                    void saveInvoice(invoice).catch(() =>
                      toast({ variant: 'destructive', title: m.biz_invoice_failed() }),
                    )
                  }
                >
                  <FileDown aria-hidden />
                  PDF
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
