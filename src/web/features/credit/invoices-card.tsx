import { FileDown } from 'lucide-react';
import { formatCents } from '../../../domain/money';
import { LoadError } from '../../components/load-error';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader } from '../../components/ui/card';
import { toast } from '../../components/ui/use-toast';
import { saveInvoice, useInvoices } from './api';

const MONTH = new Intl.DateTimeFormat('en-ZA', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The monthly invoices for Khaya's fees, each a PDF to keep for the provider's books. */
export function InvoicesCard() {
  const invoices = useInvoices();
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg font-semibold">Invoices</h2>
        <p className="text-sm text-muted-foreground">
          One a month for the fees Khaya charged (fees given back are taken off), issued once the
          month is over.
        </p>
      </CardHeader>
      <CardContent>
        {invoices.isError ? (
          <LoadError text="Could not load your invoices." onRetry={() => void invoices.refetch()} />
        ) : invoices.isPending ? (
          <p className="text-sm text-muted-foreground">Loading…</p>
        ) : invoices.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No invoices yet: the first comes after a month with a fee.
          </p>
        ) : (
          <ul className="grid divide-y" data-testid="invoices">
            {invoices.data.map((invoice) => (
              <li key={invoice.number} className="flex items-center justify-between gap-3 py-2">
                <div className="grid text-sm">
                  <span className="font-medium">
                    {MONTH.format(new Date(`${invoice.month}-01T00:00:00Z`))} · {invoice.numberText}
                  </span>
                  <span className="text-muted-foreground">
                    {formatCents(invoice.totalCents)}, VAT {formatCents(invoice.vatCents)}
                  </span>
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  aria-label={`Download invoice ${invoice.numberText} (PDF)`}
                  onClick={() =>
                    void saveInvoice(invoice).catch(() =>
                      toast({ variant: 'destructive', title: 'Could not download the invoice' }),
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
