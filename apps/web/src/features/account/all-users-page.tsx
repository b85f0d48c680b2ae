import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { useFormat } from '../../lib/i18n/use-format.ts';
import { useUsers } from './api/get-users.ts';
import { useDeleteUser } from './api/user-mutations.ts';
import { PageHeading } from '../../components/ui/page-heading.tsx';
import { RecordsTable } from '../../components/ui/records-table.tsx';
import { useConfirmedDelete } from '../../components/ui/use-confirmed-delete.ts';

/** Spec §2: every user with their type; an admin account cannot be deleted. */
export default function AllUsersPage() {
  const { t } = useTranslation('dashboard');
  const { amount } = useFormat();
  const users = useUsers();
  const remove = useConfirmedDelete(useDeleteUser());
  const rows = users.data ?? [];

  return (
    <section>
      <PageHeading title={t('allUsers.title')} />
      <RecordsTable
        label={t('allUsers.title')}
        columns={[t('allUsers.columns.no'), t('allUsers.columns.name'), t('allUsers.columns.email'), t('allUsers.columns.type'), t('allUsers.columns.delete')]}
        rows={rows}
        pending={users.isPending}
        errorText={users.isError ? t('allUsers.loadError') : undefined}
        onRetry={() => void users.refetch()}
      >
        {(user, index) => (
          <>
            <th data-label={t('allUsers.columns.no')}>{amount(index + 1)}</th>
            <td data-label={t('allUsers.columns.name')} className="font-medium">
              {user.name}
            </td>
            <td data-label={t('allUsers.columns.email')} className="max-sm:break-all">
              {user.email}
            </td>
            <td data-label={t('allUsers.columns.type')}>
              <span
                className={`badge whitespace-nowrap ${user.role === 'admin' ? 'badge-neutral' : user.role === 'Seller' ? 'badge-primary' : 'badge-ghost'}`}
              >
                {t(`allUsers.roles.${user.role || 'User'}`)}
              </span>
            </td>
            <td>
              <button
                type="button"
                className="btn btn-outline btn-error btn-sm"
                disabled={user.role === 'admin'}
                title={user.role === 'admin' ? t('allUsers.adminKept') : undefined}
                aria-label={t('allUsers.deleteLabel', { name: user.name })}
                onClick={() => remove.ask({ id: user._id, name: user.name })}
              >
                {t('allUsers.delete')}
              </button>
            </td>
          </>
        )}
      </RecordsTable>
      <ConfirmDialog {...remove.dialogProps} />
    </section>
  );
}
