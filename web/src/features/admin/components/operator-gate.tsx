import { Alert, Center, Container, Loader } from '@mantine/core';
import { useIsOperator } from '@w2e/react/admin/queries';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';

/**
 * The gate of the operator routes (app/routes.tsx), inside the signed-in gate: signed-in users who are not
 * platform operators are told the area is not theirs. The server refuses their admin calls anyway; this
 * decides what to show, so an admin page never has to handle "not an operator".
 */
export function OperatorGate() {
  const { t } = useTranslation();
  const { operator, loading } = useIsOperator();
  if (loading) {
    return (
      <Center py="xl">
        <Loader aria-label={t('common:loading')} />
      </Center>
    );
  }
  if (operator) return <Outlet />;
  return (
    <Container size="lg" py="xl">
      <Alert color="yellow" data-testid="operators-only">
        {t('admin:operatorOnly')}
      </Alert>
    </Container>
  );
}
