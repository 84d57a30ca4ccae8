import { Alert, Button, Code, Container, Group, Stack, Text, Title } from '@mantine/core';
import { ROUTES } from '@w2e/core/routes';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/use-page-meta';

/** The `?to=` address when it is a web address (http or https); anything else is no destination at all. */
function destinationOf(to: string | null): URL | null {
  if (!to || !URL.canParse(to)) return null;
  const url = new URL(to);
  return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
}

/**
 * "You are leaving": where a visit-website task's link sends anyone but the player it was made for (and any
 * opening after the first). It names the site and lets the reader choose; nothing leaves without a click.
 */
export function LeavingPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const destination = destinationOf(params.get('to'));
  usePageMeta(t('eventPlay:leavingTitle'), t('eventPlay:leavingDescription'));
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1}>{t('eventPlay:leavingTitle')}</Title>
        {destination ? (
          <>
            <Text>{t('eventPlay:leavingTo', { host: destination.host })}</Text>
            <Code
              block
              data-testid="leaving-destination"
              style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}
            >
              {destination.href}
            </Code>
            <Alert color="yellow" variant="light">
              {t('eventPlay:leavingCaution')}
            </Alert>
            <Group>
              <Button component="a" href={destination.href} rel="noopener noreferrer nofollow">
                {t('eventPlay:leavingContinue', { host: destination.host })}
              </Button>
              <Button component={Link} to={ROUTES.home} variant="default">
                {t('common:backHome')}
              </Button>
            </Group>
          </>
        ) : (
          <>
            <Text>{t('eventPlay:leavingNoLink')}</Text>
            <Group>
              <Button component={Link} to={ROUTES.home}>
                {t('common:backHome')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Container>
  );
}
