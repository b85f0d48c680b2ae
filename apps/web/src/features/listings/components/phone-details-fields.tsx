import { Fragment, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import {
  conditionGrades,
  districtsOfDivision,
  divisions,
  formFieldsOf,
  modelsOfBrand,
  priceGuideQuery,
  type ListingFieldEntry,
  type ListingFieldName,
} from '@phonehaat/contract';
import { ConditionDefinition, PriceGuideNote } from '../../catalogue/index.ts';
import { SelectField } from '../../../components/ui/select-field.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { useFormat, useLanguage } from '../../../lib/i18n/use-format.ts';
import type { AddProductInput, AddProductValues } from './add-product-schema.ts';
import type { FieldMessage } from './form-error-text.ts';

interface PhoneDetailsFieldsProps {
  /** The chosen brand's name: its models are offered. */
  brandName: string | undefined;
  errorText: (error: FieldMessage | undefined) => string | undefined;
  /**
   * The registry's fields to show, in order (listing-field-registry.ts): Add Product's by default; the edit
   * dialog gives its own (no IMEI: an IMEI names the phone; editing it would sell another).
   */
  fields?: readonly ListingFieldEntry[];
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

/** A registry field's name as the form holds it. */
type DetailName = ListingFieldName & keyof AddProductInput;

/**
 * Issue 26's section of the Add Product form, drawn from the listing field registry: each field by its kind —
 * the model (the brand's list or "Other"), sizes, condition with each grade's definition and the price guide,
 * choices, numbers, text, IMEI(s) and the place (division → district) — with its label and hint from the entry.
 */
export function PhoneDetailsFields({ brandName, errorText, fields = formFieldsOf() }: PhoneDetailsFieldsProps) {
  const { t } = useTranslation('listing');
  const text = t as unknown as (key: string) => string;
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
  const starting = (name: DetailName | 'division') => ({ defaultValue: String(getValues(name) ?? '') });
  const errorOf = (name: DetailName) => errorText(errors[name] as FieldMessage | undefined);
  const labelOf = (entry: ListingFieldEntry) => text(entry.label);
  const hintOf = (entry: ListingFieldEntry) => (entry.help ? text(entry.help) : undefined);
  const optionsOf = (entry: ListingFieldEntry): readonly (string | number)[] =>
    entry.rule.type === 'choice' || entry.rule.type === 'choices' ? entry.rule.options : entry.rule.type === 'number' ? (entry.rule.oneOf ?? []) : [];

  // The division only narrows the district list: another one empties the district chosen.
  const placeName = fields.find((entry) => entry.kind === 'place')?.name as DetailName | undefined;
  const divisionInput = register(DIVISION, { onChange: () => placeName && setValue(placeName, '' as AddProductInput[DetailName]) });

  function input(entry: ListingFieldEntry) {
    const name = entry.name as DetailName;
    switch (entry.kind) {
      case 'model':
        return typing ? (
          <TextField label={t('fields.modelOther')} autoComplete="off" error={errorOf(name)} {...register(name)} />
        ) : (
          <SelectField
            label={labelOf(entry)}
            error={errorOf(name)}
            {...register(name)}
            value={typeof model === 'string' ? model : ''}
            onChange={(event) => {
              if (event.target.value === OTHER) {
                setOtherModel(true);
                setValue('model', '');
              } else setValue('model', event.target.value, { shouldValidate: Boolean(errors.model) });
            }}
          >
            <option value="">{t('fields.pickModel')}</option>
            {models.map((each) => (
              <option key={each} value={each}>
                {each}
              </option>
            ))}
            <option value={OTHER}>{t('fields.otherModel')}</option>
          </SelectField>
        );
      case 'size':
        return (
          <SelectField label={labelOf(entry)} error={errorOf(name)} {...register(name)} {...starting(name)}>
            <option value="">{t('fields.pickSize')}</option>
            {optionsOf(entry).map((gb) => (
              <option key={gb} value={gb}>
                {size(Number(gb))}
              </option>
            ))}
          </SelectField>
        );
      case 'grade':
        return (
          <>
            <ChoiceGroup legend={labelOf(entry)} error={errorOf(name)} wide={entry.wide}>
              {conditionGrades.map((grade) => (
                <label
                  key={grade}
                  className="flex cursor-pointer items-start gap-3 rounded-box border border-base-300 p-3 has-checked:border-primary"
                >
                  <input type="radio" value={grade} className="radio radio-sm radio-primary mt-0.5" {...register(name)} />
                  <ConditionDefinition grade={grade} className="text-sm" />
                </label>
              ))}
            </ChoiceGroup>
            <PriceGuideNote kind={kind.success ? kind.data : null} className="sm:col-span-2" />
          </>
        );
      case 'choice':
      case 'choices':
        return (
          <ChoiceGroup legend={labelOf(entry)} error={errorOf(name)} wide={entry.wide}>
            {optionsOf(entry).map((option) => (
              <label key={option} className="flex cursor-pointer items-center gap-2 text-sm">
                <input
                  type={entry.kind === 'choice' ? 'radio' : 'checkbox'}
                  value={option}
                  className={
                    entry.kind === 'choice' ? 'radio radio-sm radio-primary' : 'checkbox checkbox-sm checkbox-primary rounded-sm'
                  }
                  {...register(name)}
                />
                {text(`${entry.options}.${option}`)}
              </label>
            ))}
          </ChoiceGroup>
        );
      case 'number':
        return <TextField label={labelOf(entry)} inputMode="numeric" hint={hintOf(entry)} error={errorOf(name)} {...register(name)} />;
      case 'imei':
        return (
          <TextField
            label={labelOf(entry)}
            inputMode="numeric"
            autoComplete="off"
            maxLength={40}
            hint={hintOf(entry)}
            error={errorOf(name)}
            {...register(name)}
          />
        );
      case 'place':
        return (
          <>
            <SelectField
              label={t('fields.division')}
              {...divisionInput}
              {...starting(DIVISION)}
            >
              <option value="">{t('fields.pickDivision')}</option>
              {divisions.map((item) => (
                <option key={item.id} value={item.id}>
                  {item[language]}
                </option>
              ))}
            </SelectField>
            <SelectField label={labelOf(entry)} error={errorOf(name)} disabled={!division} {...register(name)} {...starting(name)}>
              <option value="">{t('fields.pickDistrict')}</option>
              {districtsOfDivision(division ?? '').map((item) => (
                <option key={item.id} value={item.id}>
                  {item[language]}
                </option>
              ))}
            </SelectField>
          </>
        );
      case 'text':
        return (
          <TextField
            label={labelOf(entry)}
            autoComplete={entry.placeholder ? undefined : 'off'}
            placeholder={entry.placeholder ? text(entry.placeholder) : undefined}
            hint={hintOf(entry)}
            error={errorOf(name)}
            className={entry.wide ? 'sm:col-span-2' : undefined}
            {...register(name)}
          />
        );
    }
  }

  return (
    <fieldset className="grid gap-4 rounded-box border border-base-300 p-4 sm:col-span-2 sm:grid-cols-2">
      <legend className="px-1 text-base font-semibold">{t('section.title')}</legend>
      <p className="text-sm text-base-content/70 sm:col-span-2">{t('section.hint')}</p>
      {fields.map((entry) => (
        <Fragment key={entry.name}>{input(entry)}</Fragment>
      ))}
    </fieldset>
  );
}

/** The input narrowing the district list (not sent: the district names it). */
const DIVISION = 'division';

/** The model select's "Other" choice: never a model's name. */
const OTHER = '\u0000other';
