import { useTranslation } from 'react-i18next';
import type { ConditionGrade } from '@phonehaat/contract';

/** A condition grade's name and what it allows, in the page's language (the form and the product page). */
export function ConditionDefinition({ grade, className = '' }: { grade: ConditionGrade; className?: string }) {
  const { t } = useTranslation('listing');
  return (
    <span className={className}>
      <span className="font-medium">{t(`conditions.${grade}.name`)}</span>
      <span className="text-base-content/70">{' — '}</span>
      <span className="text-base-content/80">{t(`conditions.${grade}.definition`)}</span>
    </span>
  );
}
