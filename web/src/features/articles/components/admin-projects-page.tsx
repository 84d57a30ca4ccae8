import { Loader, Pagination, Select, Stack, Table, Text } from '@mantine/core';
import { PROJECTS_PAGE_SIZE, type Project } from '@w2e/core/contracts/projects';
import { pageCount } from '@w2e/core/format/page-count';
import { PRICING_TIERS, type PricingTier } from '@w2e/core/pricing/tiers';
import { useAdminProjects, useSetProjectTier } from '@w2e/react/projects/queries';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminFrame } from '../../../components/admin-frame';
import { paginationControls } from '../../../lib/pagination';
import { toast } from '../../../lib/toast';
import { tierKey } from '../labels';
import { SearchForm } from './search-form';

function TierSelect({ project }: { project: Project }) {
  const { t } = useTranslation();
  const setTier = useSetProjectTier(project.id);
  const change = (tier: PricingTier) => {
    if (tier === project.tier) return;
    setTier.mutate({ tier }, { onSuccess: ({ message }) => toast.success(message) });
  };
  return (
    <Select
      aria-label={t('articles:tierOf', { name: project.name })}
      data={PRICING_TIERS.map((tier) => ({ value: tier, label: t(tierKey(tier)) }))}
      value={project.tier}
      allowDeselect={false}
      disabled={setTier.isPending}
      onChange={(value) => value && change(value as PricingTier)}
      w={180}
    />
  );
}

function ProjectList() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = useAdminProjects({
    q: q || undefined,
    limit: PROJECTS_PAGE_SIZE,
    offset: (page - 1) * PROJECTS_PAGE_SIZE,
  });
  const pages = pageCount(query.data?.total, PROJECTS_PAGE_SIZE);
  return (
    <Stack gap="md">
      <SearchForm
        label={t('articles:colProject')}
        value={q}
        onSearch={(text) => {
          setQ(text);
          setPage(1);
        }}
      />
      {!query.data ? (
        <Loader />
      ) : query.data.items.length === 0 ? (
        <Text c="dimmed">{t('articles:noProjects')}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('articles:colProject')}</Table.Th>
                <Table.Th>{t('articles:colOwner')}</Table.Th>
                <Table.Th>{t('articles:colTier')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((project) => (
                <Table.Tr key={project.id}>
                  <Table.Td>
                    <Text fw={500}>{project.name}</Text>
                    <Text size="xs" c="dimmed">
                      {project.slug}
                    </Text>
                  </Table.Td>
                  <Table.Td>{project.owner.name ?? project.owner.username}</Table.Td>
                  <Table.Td>
                    <TierSelect project={project} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {pages > 1 && (
        <Pagination getControlProps={paginationControls(t)} total={pages} value={page} onChange={setPage} />
      )}
    </Stack>
  );
}

/** /admin/projects: every project and its pricing tier, which operators set here. */
export function AdminProjectsPage() {
  const { t } = useTranslation();
  return (
    <AdminFrame title={t('articles:adminProjectsTitle')} description={t('articles:adminProjectsDescription')}>
      <ProjectList />
    </AdminFrame>
  );
}
