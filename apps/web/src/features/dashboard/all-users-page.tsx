import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useUsers } from './api/get-users.ts';
import { useDeleteUser } from './api/user-mutations.ts';
import { PageHeading } from './components/page-heading.tsx';
import { RecordsTable } from './components/records-table.tsx';
import { useConfirmedDelete } from './components/use-confirmed-delete.ts';

/** Spec §2: every user with their type; an admin account cannot be deleted. */
export default function AllUsersPage() {
  const users = useUsers();
  const remove = useConfirmedDelete(useDeleteUser());
  const rows = users.data ?? [];

  return (
    <section>
      <PageHeading title="All Users" />
      <RecordsTable
        label="All Users"
        columns={['No', 'Name', 'Email', 'User type', 'Delete']}
        rows={rows}
        pending={users.isPending}
        errorText={users.isError ? 'We could not load the users.' : undefined}
        onRetry={() => void users.refetch()}
      >
        {(user, index) => (
          <>
            <th data-label="No">{index + 1}</th>
            <td data-label="Name" className="font-medium">
              {user.name}
            </td>
            <td data-label="Email" className="max-sm:break-all">
              {user.email}
            </td>
            <td data-label="User type">
              <span
                className={`badge whitespace-nowrap ${user.role === 'admin' ? 'badge-neutral' : user.role === 'Seller' ? 'badge-primary' : 'badge-ghost'}`}
              >
                {user.role || 'User'}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                disabled={user.role === 'admin'}
                title={user.role === 'admin' ? 'Admin accounts cannot be deleted' : undefined}
                aria-label={`Delete ${user.name}`}
                onClick={() => remove.ask({ id: user._id, name: user.name })}
              >
                Delete
              </button>
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
