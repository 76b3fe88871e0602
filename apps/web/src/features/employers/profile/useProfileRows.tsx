import { Anchor, Text } from '@mantine/core';
import type { Employer, FieldOptions } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';
import { useOptionLabel } from '../../../shared/i18n/useOptionLabel.js';
import { TypeLabel } from '../components.js';
import type { DefinitionRow } from './DefinitionSection.js';

const value = (v: ReactNode) =>
  v || (
    <Text span c="dimmed" inherit>
      —
    </Text>
  );

/** The employer's fields as label / value rows: profile, contact and dates. */
export function useProfileRows(employer: Employer, fieldOptions: FieldOptions | undefined) {
  const { t } = useTranslation('employers');
  const { dateTime } = useFormat();
  const industryLabel = useOptionLabel(fieldOptions?.industries);
  const sizeLabel = useOptionLabel(fieldOptions?.sizes);

  const profile: DefinitionRow[] = [
    [t('fields.type'), <TypeLabel key="type" type={employer.type} />],
    [t('fields.industry'), value(industryLabel(employer.industry))],
    ...(employer.type === 'business'
      ? ([
          [t('fields.businessName'), value(employer.business_name)],
          [
            t('fields.registrationNumber'),
            value(employer.registration_number && <span dir="ltr">{employer.registration_number}</span>),
          ],
          [
            t('fields.website'),
            value(
              employer.website && (
                <Anchor href={employer.website} target="_blank" rel="noopener noreferrer" dir="ltr" inherit>
                  {employer.website}
                </Anchor>
              ),
            ),
          ],
          [t('fields.size'), value(sizeLabel(employer.size))],
        ] as DefinitionRow[])
      : []),
  ];
  const contact: DefinitionRow[] = [
    [t('fields.contactName'), value(employer.contact_name)],
    [
      t('fields.email'),
      value(
        employer.email && (
          <Anchor href={`mailto:${employer.email}`} dir="ltr" inherit>
            {employer.email}
          </Anchor>
        ),
      ),
    ],
    [t('fields.phone'), value(employer.phone && <span dir="ltr">{employer.phone}</span>)],
    [t('fields.address'), value(employer.address && <bdi style={{ whiteSpace: 'pre-line' }}>{employer.address}</bdi>)],
  ];
  const dates: DefinitionRow[] = [
    [t('fields.createdAt'), dateTime(employer.created_at)],
    [t('fields.updatedAt'), dateTime(employer.updated_at)],
    ...(employer.approved_at ? ([[t('fields.approvedAt'), dateTime(employer.approved_at)]] as DefinitionRow[]) : []),
    ...(employer.rejected_at ? ([[t('fields.rejectedAt'), dateTime(employer.rejected_at)]] as DefinitionRow[]) : []),
  ];
  return { profile, contact, dates };
}
