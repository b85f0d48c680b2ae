import type { InputHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { TickField } from '../../../components/ui/tick-field.tsx';

/**
 * The listing form's "Accept cash at the meet-up" tick (decision 0034), in the add and edit forms
 * alike: a controlled checkbox or react-hook-form's `register` props.
 */
export function CashAcceptedField(input: InputHTMLAttributes<HTMLInputElement>) {
  const { t } = useTranslation('cash');
  return <TickField label={t('listing.label')} hint={t('listing.hint')} {...input} />;
}
