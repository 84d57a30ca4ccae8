import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Center,
  Container,
  Group,
  Loader,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import type { ProjectProfile } from '@w2e/core/contracts/projects';
import { PLAN_LABELS } from '@w2e/core/pricing/plans';
import { buildPath, ROUTES } from '@w2e/core/routes';
import { SOCIAL_NETWORKS } from '@w2e/core/validation/social';
import { useIsOperator } from '@w2e/react/admin/queries';
import { useProject } from '@w2e/react/projects/queries';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { HostedEvents } from '../../../components/hosted-events';
import { NotFoundPage } from '../../../components/not-found-page';
import { SOCIAL_LABELS } from '../../../components/social-link-fields';
import { usePageMeta } from '../../../lib/use-page-meta';

function Links({ project }: { project: ProjectProfile }) {
  const { t } = useTranslation();
  const entries = [
    ...(project.website ? [[t('projects:website'), project.website] as const] : []),
    ...SOCIAL_NETWORKS.flatMap((network) => {
      const url = project.socials[network];
      return url ? [[SOCIAL_LABELS[network], url] as const] : [];
    }),
  ];
  if (entries.length === 0) return null;
  return (
    <Group
      gap="md"
      component="ul"
      aria-label={t('projects:linksLabel')}
      style={{ listStyle: 'none', padding: 0, margin: 0 }}
      data-testid="project-links"
    >
      {entries.map(([label, url]) => (
        <li key={url}>
          <Anchor href={url} target="_blank" rel="noopener noreferrer nofollow">
            {label}
          </Anchor>
        </li>
      ))}
    </Group>
  );
}

/** Its managers' pages: the edit form always; API keys and webhooks on Enterprise, or for operators. */
function ManagerLinks({ project }: { project: ProjectProfile }) {
  const { t } = useTranslation();
  const { operator } = useIsOperator();
  const partner = project.tier === 'enterprise' || operator;
  const slug = project.slug;
  return (
    <Group gap="xs" component="nav" aria-label={t('projects:manageTitle')} data-testid="project-manage">
      <Button component={Link} to={buildPath(ROUTES.projectEdit, { slug })} variant="light" size="xs">
        {t('projects:editLink')}
      </Button>
      {partner ? (
        <>
          <Button
            component={Link}
            to={buildPath(ROUTES.projectApiKeys, { slug })}
            variant="default"
            size="xs"
          >
            {t('projects:apiKeysLink')}
          </Button>
          <Button
            component={Link}
            to={buildPath(ROUTES.projectWebhooks, { slug })}
            variant="default"
            size="xs"
          >
            {t('projects:webhooksLink')}
          </Button>
        </>
      ) : null}
    </Group>
  );
}

/**
 * /project/:slug: the project's name, logo, plan, links and description, and the public events it hosts;
 * its managers (owner, operators) also get the links to their pages.
 */
export function ProjectPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { data: project, isPending, isError } = useProject(slug);
  usePageMeta(project?.name ?? t('projects:pageTitle'), project?.description ?? undefined);

  if (isError) return <NotFoundPage />;
  if (isPending || !project) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  const owner = project.owner.name ?? project.owner.username;
  return (
    <Container size="lg" py="xl">
      <Stack gap="xl">
        <Group wrap="nowrap" align="flex-start" gap="lg">
          <Avatar
            src={project.logo_url}
            alt={t('projects:logoAlt', { project: project.name })}
            size={80}
            radius="md"
          >
            {project.name.slice(0, 2).toUpperCase()}
          </Avatar>
          <Stack gap="xs" miw={0}>
            <Title order={1} style={{ overflowWrap: 'anywhere' }}>
              {project.name}
            </Title>
            <Group gap="sm">
              <Badge variant="light" data-testid="project-plan">
                {t('projects:plan', { tier: t(PLAN_LABELS[project.tier]) })}
              </Badge>
              {owner ? (
                <Text size="sm" c="dimmed">
                  {t('projects:ownedBy', { owner })}
                </Text>
              ) : null}
            </Group>
            {project.can_manage ? <ManagerLinks project={project} /> : null}
          </Stack>
        </Group>
        <Links project={project} />
        <Stack gap="xs" component="section" aria-label={t('projects:descriptionLabel')}>
          {project.description ? (
            <Text
              style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="project-description"
            >
              {project.description}
            </Text>
          ) : (
            <Text c="dimmed">{t('projects:noDescription')}</Text>
          )}
        </Stack>
        <HostedEvents
          host={{ kind: 'project', id: project.id }}
          title={t('projects:eventsTitle')}
          empty={t('projects:eventsEmpty')}
          more={t('projects:eventsMore')}
        />
      </Stack>
    </Container>
  );
}
