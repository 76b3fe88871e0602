import { Badge, Button, Group, Modal, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconEye, IconFileCv } from '@tabler/icons-react';
import type { CandidateView } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/i18n/format.js';

/**
 * The candidate's own account as they see it on the site, shown full screen and read-only, under a
 * banner naming them; "Exit" returns to the candidate's page in the portal.
 */
export function CandidateViewModal({ view, onExit }: { view: CandidateView | null; onExit: () => void }) {
  const { t } = useTranslation(['seekers', 'applications']);
  const { date } = useFormat();
  const s = view?.seeker;
  return (
    <Modal
      opened={view !== null}
      onClose={onExit}
      fullScreen
      withCloseButton={false}
      title={s ? t('asCandidate.title', { name: s.name, site: view.site }) : ''}
    >
      {view && s && (
        <Stack gap="md" maw={880} mx="auto">
          {/* A plain banner: body-coloured text on a light orange surface keeps its contrast in both themes. */}
          <Paper withBorder radius="md" p="md" bg="var(--mantine-color-orange-light)" role="status">
            <Group justify="space-between" gap="sm" wrap="nowrap" align="flex-start">
              <Group gap="sm" wrap="nowrap" align="flex-start">
                <IconEye size={20} aria-hidden />
                <div>
                  <Text fw={600} size="sm">
                    {t('asCandidate.banner', { name: s.name })}
                  </Text>
                  <Text size="sm">{t('asCandidate.readOnly')}</Text>
                </div>
              </Group>
              <Button size="xs" onClick={onExit} style={{ flexShrink: 0 }}>
                {t('asCandidate.exit')}
              </Button>
            </Group>
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="candidate-profile">
            <Title order={2} fz="h4" id="candidate-profile">
              {t('asCandidate.profile')}
            </Title>
            <Stack gap={4} mt="sm">
              <Text fw={600}>{s.name}</Text>
              {s.headline && (
                <Text size="sm" dir="auto">
                  {s.headline}
                </Text>
              )}
              <Text size="sm" c="dimmed">
                <span dir="ltr">{s.email}</span>
                {s.phone && (
                  <>
                    {' · '}
                    <span dir="ltr">{s.phone}</span>
                  </>
                )}
                {s.location && ` · ${s.location}`}
              </Text>
              {s.skills.length > 0 && (
                <Group gap={6} mt={4}>
                  {s.skills.map((skill) => (
                    <Badge
                      key={skill}
                      variant="outline"
                      color="gray"
                      style={{ textTransform: 'none' }}
                      c="var(--mantine-color-text)"
                    >
                      {skill}
                    </Badge>
                  ))}
                </Group>
              )}
              <Group gap={6} mt={4}>
                <IconFileCv size={16} aria-hidden />
                <Text size="sm">{s.resume ? s.resume.file_name : t('asCandidate.noResume')}</Text>
              </Group>
              <Text size="xs" c="dimmed">
                {t('asCandidate.memberSince', { date: date(s.created_at) })}
              </Text>
            </Stack>
          </Paper>
          <Paper withBorder radius="md" p="lg" component="section" aria-labelledby="candidate-applications">
            <Title order={2} fz="h4" id="candidate-applications" mb="sm">
              {t('asCandidate.applications', { count: view.applications.length })}
            </Title>
            {view.applications.length === 0 ? (
              <Text size="sm" c="dimmed">
                {t('asCandidate.noApplications')}
              </Text>
            ) : (
              <Table.ScrollContainer minWidth={340}>
                <Table verticalSpacing="sm" aria-labelledby="candidate-applications">
                  <Table.Thead>
                    <Table.Tr>
                      <Table.Th>{t('asCandidate.job')}</Table.Th>
                      <Table.Th>{t('asCandidate.applied')}</Table.Th>
                      <Table.Th>{t('asCandidate.status')}</Table.Th>
                    </Table.Tr>
                  </Table.Thead>
                  <Table.Tbody>
                    {view.applications.map((a) => (
                      <Table.Tr key={a.id}>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {a.job_title}
                          </Text>
                          <Text size="xs" c="dimmed">
                            {a.employer}
                          </Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{date(a.applied_at)}</Text>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">{t(`applications:status.${a.status}`)}</Text>
                        </Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </Table.ScrollContainer>
            )}
          </Paper>
        </Stack>
      )}
    </Modal>
  );
}
