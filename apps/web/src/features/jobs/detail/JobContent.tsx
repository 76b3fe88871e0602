import { AspectRatio, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import type { Job } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import { SafeHtml } from '../../../shared/ui/SafeHtml.js';
import { JobTags } from './JobTags.js';
import classes from './job-detail.module.css';

/** The advert as written: banner (4:1), description (sanitised again on display), selling points, tags. */
export function JobContent({ job }: { job: Job }) {
  const { t } = useTranslation('job-detail');
  return (
    <Paper className="portal-surface" withBorder radius="md" p="lg">
      <Stack gap="lg">
        {job.banner && (
          <AspectRatio ratio={4} className={classes.banner}>
            <img src={job.banner} alt={t('banner', { title: job.title })} />
          </AspectRatio>
        )}
        <Stack gap="sm">
          <Title order={2} fz="h4">
            {t('sections.description')}
          </Title>
          {job.description.trim() ? (
            // The advert's own language decides its direction, whatever the portal's.
            <div dir="auto">
              <SafeHtml html={job.description} className={classes.description} fz="sm" />
            </div>
          ) : (
            <Text size="sm" c="dimmed">
              {t('noDescription')}
            </Text>
          )}
        </Stack>
        {job.key_selling_points.length > 0 && (
          <Stack gap="sm">
            <Title order={2} fz="h4">
              {t('sections.sellingPoints')}
            </Title>
            <ul className={classes.points}>
              {job.key_selling_points.map((point) => (
                <li key={point}>
                  <ThemeIcon size={20} radius="xl" variant="light" color="teal" aria-hidden>
                    <IconCheck size={14} />
                  </ThemeIcon>
                  <Text size="sm" dir="auto">
                    {point}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        )}
        <JobTags job={job} />
      </Stack>
    </Paper>
  );
}
