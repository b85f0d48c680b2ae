import { toast } from 'react-toastify';
import { messages } from '@phonehaat/contract';
import { VerifiedTick } from '../../components/ui/verified-tick.tsx';
import { useSellers } from './api/get-sellers.ts';
import { useVerifySeller } from './api/user-mutations.ts';
import { PageHeading } from './components/page-heading.tsx';
import { RecordsTable } from './components/records-table.tsx';

/** Spec §2/§4: sellers; an unverified one has Verify Now, a verified one shows Verified and the tick. */
export default function AllSellersPage() {
  const sellers = useSellers();
  const verify = useVerifySeller();
  const rows = sellers.data ?? [];

  async function verifySeller(id: string) {
    try {
      const result = await verify.mutateAsync(id);
      if (result.modifiedCount > 0) toast.success(messages.verifiedSuccess);
    } catch (error) {
      toast.error(error instanceof Error ? error.message : 'Could not verify the seller');
    }
  }

  return (
    <section>
      <PageHeading title="All Seller" />
      <RecordsTable
        label="All Seller"
        columns={['No', 'Name', 'Email', 'Verify']}
        rows={rows}
        pending={sellers.isPending}
        errorText={sellers.isError ? 'We could not load the sellers.' : undefined}
        onRetry={() => void sellers.refetch()}
      >
        {(seller, index) => (
          <>
            <th data-label="No">{index + 1}</th>
            <td data-label="Name" className="font-medium">
              <span className="inline-flex items-center gap-1">
                {seller.name}
                {seller.verify && <VerifiedTick />}
              </span>
            </td>
            <td data-label="Email" className="max-sm:break-all">
              {seller.email}
            </td>
            <td>
              {seller.verify ? (
                <span className="inline-flex items-center gap-1 font-semibold whitespace-nowrap text-success">
                  <span>Verified</span>
                  <VerifiedTick />
                </span>
              ) : (
                <button
                  type="button"
                  className="btn btn-primary btn-sm whitespace-nowrap"
                  aria-label={`Verify Now ${seller.name}`}
                  disabled={verify.isPending && verify.variables === seller._id}
                  onClick={() => void verifySeller(seller._id)}
                >
                  Verify Now
                </button>
              )}
            </td>
          </>
        )}
      </RecordsTable>
    </section>
  );
}
