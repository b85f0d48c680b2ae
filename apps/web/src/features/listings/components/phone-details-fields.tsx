import { useId, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  conditionGrades,
  districtsOfDivision,
  divisions,
  includedItems,
  modelsOfBrand,
  priceGuideQuery,
  phoneVariants,
  ramSizesGb,
  storageSizesGb,
} from '@phonehaat/contract';
import { ConditionDefinition, PriceGuideNote } from '../../catalogue/index.ts';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import type { AddProductInput, AddProductValues } from './add-product-schema.ts';

interface PhoneDetailsFieldsProps {
  /** The chosen brand's name: its models are offered. */
  brandName: string | undefined;
  errorText: (message: string | undefined) => string | undefined;
  /** The IMEI inputs: a new listing's only (an IMEI names the phone; editing it would sell another). */
  withImei?: boolean;
}

/** A select with its label and message, the way the form's brand select is drawn. */
function SelectField({
  label,
  error,
  children,
  ...select
}: React.SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  error?: string | undefined;
  ref?: React.Ref<HTMLSelectElement>;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <select
        id={id}
        className={`select w-full ${error ? 'select-error' : ''}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...select}
      >
        {children}
      </select>
      {error && (
        <p id={`${id}-error`} className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A group of radios or checkboxes with a legend and its message. */
function ChoiceGroup({
  legend,
  error,
  children,
  wide = false,
}: {
  legend: string;
  error?: string | undefined;
  children: React.ReactNode;
  wide?: boolean;
}) {
  return (
    <fieldset className={`flex flex-col gap-2 ${wide ? 'sm:col-span-2' : ''}`}>
      <legend className="mb-1 text-sm font-medium">{legend}</legend>
      {children}
      {error && (
        <p className="text-sm text-error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/**
 * Issue 26's section of the Add Product form: model (the brand's list or "Other"), storage, RAM, colour,
 * condition with each grade's definition, battery health, variant, what comes with it, warranty, IMEI(s)
 * and the place (division → district → area).
 */
export function PhoneDetailsFields({ brandName, errorText, withImei = true }: PhoneDetailsFieldsProps) {
  const { t } = useTranslation('listing');
  // The Add Product form's own (it provides it): these fields are validated and sent with the others.
  const {
    register,
    setValue,
    getValues,
    control,
    formState: { errors },
  } = useFormContext<AddProductInput, unknown, AddProductValues>();
  const { amount } = useFormat();
  const language = useLanguage();
  const models = modelsOfBrand(brandName);
  // A model the seller typed before (edit dialog) is not in the list: it opens in its own words.
  const [otherModel, setOtherModel] = useState(() => {
    const initial = getValues('model');
    return typeof initial === 'string' && initial !== '' && !models.includes(initial);
  });
  const model = useWatch({ control, name: 'model' });
  const division = useWatch({ control, name: 'division' });
  const storageGb = useWatch({ control, name: 'storageGb' });
  const condition = useWatch({ control, name: 'condition' });
  // The price guide shows once model, storage and condition read as the contract's kind of phone.
  const kind = priceGuideQuery.safeParse({ model, storageGb, condition });
  // A brand with no list (one added after phone-models.ts) has only the seller's own words.
  const typing = otherModel || (brandName !== undefined && models.length === 0);
  const size = (gb: number) => (gb >= 1024 ? t('sizeTb', { value: amount(gb / 1024) }) : t('sizeGb', { value: amount(gb) }));
  // A select's starting value is given as its defaultValue: react-hook-form's own does not reach a
  // select's options (the edit dialog starts from the listing's values; Add Product from empty ones).
  const initial = (name: 'storageGb' | 'ramGb' | 'division' | 'district') => ({ defaultValue: String(getValues(name) ?? '') });
  const starting = {
    storageGb: initial('storageGb'),
    ramGb: initial('ramGb'),
    division: initial('division'),
    district: initial('district'),
  };
  const fields = {
    model: register('model'),
    storageGb: register('storageGb'),
    ramGb: register('ramGb'),
    colour: register('colour'),
    condition: register('condition'),
    batteryHealth: register('batteryHealth'),
    variant: register('variant'),
    included: register('included'),
    warrantyMonths: register('warrantyMonths'),
    imei: register('imei'),
    imei2: register('imei2'),
    division: register('division', { onChange: () => setValue('district', '' as AddProductInput['district']) }),
    district: register('district'),
    area: register('area'),
  };

  return (
    <fieldset className="grid gap-4 rounded-box border border-base-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{t('section.title')}</legend>
      <p className="text-sm text-base-content/70 sm:col-span-2">{t('section.hint')}</p>

      {typing ? (
        <TextField label={t('fields.modelOther')} autoComplete="off" error={errorText(errors.model?.message)} {...fields.model} />
      ) : (
        <SelectField
          label={t('fields.model')}
          error={errorText(errors.model?.message)}
          {...fields.model}
          value={typeof model === 'string' ? model : ''}
          onChange={(event) => {
            if (event.target.value === OTHER) {
              setOtherModel(true);
              setValue('model', '');
            } else setValue('model', event.target.value, { shouldValidate: Boolean(errors.model) });
          }}
        >
          <option value="">{t('fields.pickModel')}</option>
          {models.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
          <option value={OTHER}>{t('fields.otherModel')}</option>
        </SelectField>
      )}
      <TextField label={t('fields.colour')} autoComplete="off" error={errorText(errors.colour?.message)} {...fields.colour} />

      <SelectField
        label={t('fields.storage')}
        error={errorText(errors.storageGb?.message)}
        {...fields.storageGb}
        {...starting.storageGb}
      >
        <option value="">{t('fields.pickSize')}</option>
        {storageSizesGb.map((gb) => (
          <option key={gb} value={gb}>
            {size(gb)}
          </option>
        ))}
      </SelectField>
      <SelectField label={t('fields.ram')} error={errorText(errors.ramGb?.message)} {...fields.ramGb} {...starting.ramGb}>
        <option value="">{t('fields.pickSize')}</option>
        {ramSizesGb.map((gb) => (
          <option key={gb} value={gb}>
            {size(gb)}
          </option>
        ))}
      </SelectField>

      <ChoiceGroup legend={t('fields.condition')} error={errorText(errors.condition?.message)} wide>
        {conditionGrades.map((grade) => (
          <label
            key={grade}
            className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary"
          >
            <input type="radio" value={grade} className="radio radio-sm radio-primary mt-0.5" {...fields.condition} />
            <ConditionDefinition grade={grade} className="text-sm" />
          </label>
        ))}
      </ChoiceGroup>
      <PriceGuideNote kind={kind.success ? kind.data : null} className="sm:col-span-2" />

      <ChoiceGroup legend={t('fields.variant')} error={errorText(errors.variant?.message)}>
        {phoneVariants.map((variant) => (
          <label key={variant} className="flex cursor-pointer items-center gap-2 text-sm">
            <input type="radio" value={variant} className="radio radio-sm radio-primary" {...fields.variant} />
            {t(`variants.${variant}`)}
          </label>
        ))}
      </ChoiceGroup>
      <ChoiceGroup legend={t('fields.included')} error={errorText(errors.included?.message)}>
        {includedItems.map((item) => (
          <label key={item} className="flex cursor-pointer items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={item}
              className="checkbox checkbox-sm checkbox-primary rounded-sm"
              {...fields.included}
            />
            {t(`included.${item}`)}
          </label>
        ))}
      </ChoiceGroup>

      <TextField
        label={t('fields.batteryHealth')}
        inputMode="numeric"
        hint={t('fields.batteryHint')}
        error={errorText(errors.batteryHealth?.message)}
        {...fields.batteryHealth}
      />
      <TextField
        label={t('fields.warrantyMonths')}
        inputMode="numeric"
        error={errorText(errors.warrantyMonths?.message)}
        {...fields.warrantyMonths}
      />

      {withImei && (
        <>
          <TextField
            label={t('fields.imei')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            hint={t('fields.imeiHint')}
            error={errorText(errors.imei?.message)}
            {...fields.imei}
          />
          <TextField
            label={t('fields.imei2')}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            error={errorText(errors.imei2?.message)}
            {...fields.imei2}
          />
        </>
      )}

      <SelectField label={t('fields.division')} {...fields.division} {...starting.division}>
        <option value="">{t('fields.pickDivision')}</option>
        {divisions.map((item) => (
          <option key={item.id} value={item.id}>
            {item[language]}
          </option>
        ))}
      </SelectField>
      <SelectField
        label={t('fields.district')}
        error={errorText(errors.district?.message)}
        disabled={!division}
        {...fields.district}
        {...starting.district}
      >
        <option value="">{t('fields.pickDistrict')}</option>
        {districtsOfDivision(division ?? '').map((item) => (
          <option key={item.id} value={item.id}>
            {item[language]}
          </option>
        ))}
      </SelectField>
      <TextField
        label={t('fields.area')}
        placeholder={t('fields.areaPlaceholder')}
        error={errorText(errors.area?.message)}
        className="sm:col-span-2"
        {...fields.area}
      />
    </fieldset>
  );
}

/** The model select's "Other" choice: never a model's name. */
const OTHER = '\u0000other';
