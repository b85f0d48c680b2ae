import { toast } from 'react-toastify';
import { messages } from '@phonehaat/contract';
import { VerifiedTick } from '../../components/ui/verified-tick.tsx';
import { useSellers, useVerifySeller } from './api/users.ts';
import { DataTable, EmptyRow, LoadingRow, PageHeading } from './components/page-heading.tsx';

const COLUMNS = 4;

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
      <DataTable label="All Seller">
        <thead>
          <tr>
            <th>No</th>
            <th>Name</th>
            <th>Email</th>
            <th>Verify</th>
          </tr>
        </thead>
        <tbody>
          {sellers.isPending ? (
            <LoadingRow columns={COLUMNS} />
          ) : rows.length === 0 ? (
            <EmptyRow columns={COLUMNS} text={sellers.isError ? sellers.error.message : messages.noData} />
          ) : (
            rows.map((seller, index) => (
              <tr key={seller._id}>
                <th data-label="No">{index + 1}</th>
                <td data-label="Name" className="font-medium">
                  <span className="inline-flex items-center gap-1">
                    {seller.name}
                    {seller.verify && <VerifiedTick />}
                  </span>
                </td>
                <td data-label="Email" className="max-sm:break-all">{seller.email}</td>
                <td data-label="Verify">
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
              </tr>
            ))
          )}
        </tbody>
      </DataTable>
    </section>
  );
}
