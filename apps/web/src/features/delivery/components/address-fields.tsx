import { useFormContext, useWatch, type FieldError } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { districtsOfDivision, divisions } from '@phonehaat/contract';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useLanguage } from '../../../lib/i18n/use-format.ts';
import { useDeliveryMessageText } from '../use-delivery-message-text.ts';

/** The address as a form holds it: every field text, the selects empty until chosen. */
export interface AddressInput {
  division: string;
  district: string;
  area: string;
  street: string;
  landmark: string;
  phone: string;
}
export const emptyAddress: AddressInput = { division: '', district: '', area: '', street: '', landmark: '', phone: '' };

/** The form of a Bangladeshi mobile number, the same in both languages. */
const MOBILE_EXAMPLE = '01XXXXXXXXX';

type AddressErrors = Partial<Record<keyof AddressInput, FieldError>>;

/**
 * Where the parcel goes (issue 42), inside a react-hook-form form whose `address` is an AddressInput:
 * division → district (of that division, in the page's language) → area → road and house → landmark → mobile.
 */
export function AddressFields() {
  const { t } = useTranslation('delivery');
  const language = useLanguage();
  const messageText = useDeliveryMessageText();
  const { register, control, setValue, formState } = useFormContext<{ address: AddressInput }>();
  const division = useWatch({ control, name: 'address.division' });
  const errors = (formState.errors.address ?? {}) as AddressErrors;
  const error = (field: keyof AddressInput) => messageText(errors[field]?.message);
  // Registered outside the markup, where the field names are code, not text.
  const fields = {
    // Another division has other districts: the one picked goes.
    division: register('address.division', { onChange: () => setValue('address.district', '') }),
    district: register('address.district'),
    area: register('address.area'),
    street: register('address.street'),
    landmark: register('address.landmark'),
    phone: register('address.phone'),
  };
  const name = (place: { en: string; bn: string }) => (language === 'bn' ? place.bn : place.en);

  return (
    <fieldset className="grid gap-3 sm:grid-cols-2" data-testid="delivery-address">
      <legend className="mb-1 text-sm font-semibold">{t('booking.address')}</legend>
      <SelectField label={t('booking.division')} error={error('division')} {...fields.division}>
        <option value="">{t('booking.pickDivision')}</option>
        {divisions.map((each) => (
          <option key={each.id} value={each.id}>
            {name(each)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('booking.district')} error={error('district')} disabled={!division} {...fields.district}>
        <option value="">{t('booking.pickDistrict')}</option>
        {districtsOfDivision(division).map((each) => (
          <option key={each.id} value={each.id}>
            {name(each)}
          </option>
        ))}
      </SelectField>
      <TextField label={t('booking.area')} autoComplete="address-level3" error={error('area')} {...fields.area} />
      <TextField label={t('booking.street')} autoComplete="street-address" error={error('street')} {...fields.street} />
      <TextField label={t('booking.landmark')} error={error('landmark')} {...fields.landmark} />
      <TextField
        label={t('booking.mobile')}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        placeholder={MOBILE_EXAMPLE}
        error={error('phone')}
        {...fields.phone}
      />
    </fieldset>
  );
}
