import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePageMeta } from '../lib/use-page-meta';

/** Spec section 8: "Something's missing here", "Page not found", and a way home. */
export function NotFoundPage() {
  const { t } = useTranslation();
  usePageMeta(t('common:notFoundText'));
  return (
    <Container size="sm" py={80}>
      <Stack align="center" ta="center" gap="sm">
        <Text fz={96} fw={900} lh={1} c="dimmed" aria-hidden>
          404
        </Text>
        <Title order={1}>{t('common:notFoundTitle')}</Title>
        <Text fz="lg">{t('common:notFoundText')}</Text>
        <Text c="dimmed">{t('common:notFoundHint')}</Text>
        <Button component={Link} to={ROUTES.home} mt="md">
          {t('common:backHome')}
        </Button>
      </Stack>
    </Container>
  );
}
