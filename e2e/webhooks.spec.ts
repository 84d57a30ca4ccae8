import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { createKeyOnPage, enterpriseHost, registerPlayer, signIn } from './partner-setup';

/**
 * The partner API end to end (docs/partner-api.md, docs/webhooks.md): an Enterprise host makes an API key on the
 * project's page, and its backend sets up an event with it; the host adds a webhook to a receiver on loopback in
 * the browser and copies its secret; a player completes a task; the receiver gets the delivery signed with that
 * secret (checked as the guide tells partners to) and the host's page shows it delivered.
 */

/** The receivers' check from docs/webhooks.md. */
function verifyW2ESignature(header: string, body: string, secret: string, toleranceSeconds = 300): boolean {
  const parts = header.split(',').map((part) => part.split('=') as [string, string]);
  const t = Number(parts.find(([key]) => key === 't')?.[1]);
  if (!Number.isFinite(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return parts.some(
    ([key, value]) =>
      key === 'v1' && value.length === 64 && timingSafeEqual(Buffer.from(value, 'hex'), expected),
  );
}

interface Got {
  id: string;
  signature: string;
  body: string;
}

async function receiver(): Promise<{ url: string; got: Got[]; server: Server }> {
  const got: Got[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      got.push({
        id: String(request.headers['w2e-delivery']),
        signature: String(request.headers['w2e-signature']),
        body,
      });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks`, got, server };
}

test('an Enterprise host makes a key and a webhook in the browser; a player’s completed task is delivered, signed, and shown', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  const hooks = await receiver();
  try {
    const { owner: host, project } = await enterpriseHost(request, 'Hooks');
    await signIn(page, host);

    // The host makes an API key on the project's API page; its backend sets up the event with it.
    await page.goto(`/project/${project.slug}/api`);
    const key = await createKeyOnPage(page, 'Quest backend');
    const auth = { 'X-API-Key': key };
    const event = await request.post('/api/events', {
      headers: auth,
      data: {
        host: { kind: 'project', id: project.id },
        title: `Hooks ${host.username}`,
        slug: `hooks-${host.username.replace(/_/g, '-')}`,
        start_time: new Date(Date.now() - 3_600_000).toISOString(),
        end_time: new Date(Date.now() + 48 * 3_600_000).toISOString(),
        leaderboards: [{ order: 1, rank: 'TOP 10', reward: '10 USDT' }],
      },
    });
    expect(event.status(), await event.text()).toBe(200);
    const eventId = ((await event.json()) as { event: { id: string } }).event.id;
    const taskId = randomUUID();
    const task = await request.post(`/api/events/${eventId}/tasks`, {
      headers: auth,
      data: {
        id: taskId,
        type: 'form',
        name: 'Tell us about you',
        score: 20,
        fields: [{ label: 'Email', kind: 'email', required: true }],
      },
    });
    expect(task.status(), await task.text()).toBe(200);
    expect((await request.post(`/api/events/${eventId}/publish`, { headers: auth })).status()).toBe(200);

    // The host adds the webhook on the project's webhooks page.
    await page.goto(`/project/${project.slug}/webhooks`);
    await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add webhook' }).click();
    await page.getByLabel(/Payload URL/).fill(hooks.url);
    await expect(page.getByLabel('A player completed a task')).toBeChecked();
    await page.getByRole('button', { name: 'Add webhook' }).last().click();
    const secret = (await page.getByTestId('webhook-secret').textContent()) ?? '';
    expect(secret).toMatch(/^whsec_/);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('listitem', { name: hooks.url })).toBeVisible();

    // A player completes the task.
    const fan = await registerPlayer(request);
    const sent = await request.post(`/api/tasks/${taskId}/submissions`, {
      headers: { Authorization: `Bearer ${fan.token}` },
      data: { form_answers: [fan.email] },
    });
    expect(sent.status(), await sent.text()).toBe(200);

    await expect.poll(() => hooks.got.length, { timeout: 20_000 }).toBeGreaterThan(0);
    const [delivery] = hooks.got;
    expect(verifyW2ESignature(delivery!.signature, delivery!.body, secret)).toBe(true);
    const body = JSON.parse(delivery!.body) as { id: string; type: string; data: Record<string, unknown> };
    expect(body).toMatchObject({
      id: delivery!.id,
      type: 'task.completed',
      data: { task_id: taskId, user_id: fan.id, event_id: eventId },
    });

    // The host's page lists it delivered, with the receiver's answer.
    const card = page.getByRole('listitem', { name: hooks.url });
    await card.getByRole('button', { name: 'Deliveries' }).click();
    const row = page.getByTestId(`delivery-${delivery!.id}`);
    await expect(async () => {
      await card.getByRole('button', { name: 'Refresh' }).click();
      await expect(row.getByText('Delivered')).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
    await expect(row.getByRole('cell', { name: '204' })).toBeVisible();

    // The page with its list and deliveries, on a phone's width: no serious accessibility finding.
    await page.setViewportSize({ width: 390, height: 844 });
    // The toasts go first (they hide after 5 s): their close button is the shell's, not this page's.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 10_000 });
    const findings = (await new AxeBuilder({ page }).analyze()).violations.filter(
      (violation) => violation.impact === 'serious' || violation.impact === 'critical',
    );
    expect(findings.map((violation) => [violation.id, violation.nodes.map((node) => node.html)])).toEqual([]);
    await expect(row.getByRole('button', { name: `Send again ${delivery!.id}` })).toBeVisible();
  } finally {
    hooks.server.closeAllConnections();
    hooks.server.close();
  }
});
