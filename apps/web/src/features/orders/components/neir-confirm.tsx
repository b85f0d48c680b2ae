import { useTranslation } from 'react-i18next';

/** The seller's tick that the phone left their NEIR registration (issue 26), asked before any hand-over: by code, by courier, by a booked pickup. */
export function NeirConfirm({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  const { t } = useTranslation('listing');
  return (
    <label className="flex w-full basis-full cursor-pointer items-start gap-2 rounded-box bg-base-200 p-3 text-sm">
      <input
        type="checkbox"
        className="checkbox checkbox-sm checkbox-primary mt-0.5"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>
        {t('neir.confirm')}
        {!checked && <span className="block text-base-content/70">{t('neir.needed')}</span>}
      </span>
    </label>
  );
}
