import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '#components/PageHeader';
import { PageLoader } from '#components/PageLoader';
import { fiscalIdentityQuery } from './api/invoicing';
import { FiscalIdentityForm } from './FiscalIdentityForm';
import { InvoicesList } from './InvoicesList';
import { INVOICING_TEXT as T } from './messages';

/** /admin/facturacion: the shop's fiscal identity, and every invoice and credit note with Reintentar. */
export default function AdminInvoicingPage() {
  const identity = useQuery(fiscalIdentityQuery());
  return (
    <>
      <PageHeader kicker={T.kicker} title={T.title} subtitle={T.subtitle} />
      <div className="container py-4 py-lg-5">
        {identity.isPending && <PageLoader />}
        {identity.isError && <p className="text-danger">{T.saveFailed}</p>}
        {identity.data && <FiscalIdentityForm identity={identity.data} />}
        <InvoicesList />
      </div>
    </>
  );
}
