import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { BASE_URL } from './environment';
import { operatorProjectId, operatorToken } from './event-setup';
import { expect, test, uniqueUser } from './fixtures';
import { linkIn, waitForMail } from './mailbox';

/**
 * One human, one reward (docs/trust.md), against the real server and its end-of-event job: the host sets who
 * may win in the creation flow's Reward step (verified email, at most medium risk) and publishes; a farm of five
 * accounts from one address and one browser signs up within seconds and does the same tasks in step with one
 * answer, while honest players (one of them on the farm's very address, a look-alike) do them their own way;
 * the host reads the risk and the groups found, leaves one farm account and the look-alike out by hand; the
 * look-alike reads the decision and appeals, the host accepts (she is back in, and told so); the event ends and
 * the draw's record shows the exclusions per reason, which "Verify this draw" checks in the browser. The farm
 * account left out sees the host's reason and the rule it fails.
 */

const HOUR = 3_600_000;
// Many players, three browsers and the end-of-event job against one server on a shared machine.
test.setTimeout(180_000);

/** Addresses the server takes from X-Forwarded-For (TRUST_PROXY=loopback in e2e): documentation ranges. */
const FARM_ADDRESS = `198.51.100.${10 + Math.floor(Math.random() * 200)}`;
const FARM_ANSWER = 'I really love this project and its amazing community!';

type Player = ReturnType<typeof uniqueUser> & { id: string; token: string };

/** An account made through the API from an address; `verified` follows the link of its welcome mail. */
async function register(api: APIRequestContext, address: string, verified: boolean): Promise<Player> {
  const user = uniqueUser();
  const response = await api.post('/api/auth/register-via-username', {
    headers: { 'x-forwarded-for': address },
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const body = (await response.json()) as { id: string; access_tokens: { access_token: string } };
  if (verified) {
    const token = new URL(`http://x${linkIn(await waitForMail(user.email))}`).searchParams.get('token');
    const done = await api.post('/api/auth/verify-email-token', { data: { token } });
    expect(done.status(), await done.text()).toBe(200);
  }
  return { ...user, id: body.id, token: body.access_tokens.access_token };
}

async function answer(api: APIRequestContext, player: Player, taskId: string, address: string, text: string) {
  const sent = await api.post(`/api/tasks/${taskId}/submissions`, {
    headers: { Authorization: `Bearer ${player.token}`, 'x-forwarded-for': address },
    data: { form_answers: [text] },
  });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** A browser page of its own, signed in as the player. */
async function pageOf(browser: Browser, token: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE_URL });
  const page = await context.newPage();
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), token);
  return page;
}

test('a host sets the rules, reviews a farm, leaves one out, takes a look-alike back on appeal, and the draw shows it', async ({
  page,
  request,
  browser,
  playwright,
}) => {
  const id = randomUUID().slice(0, 8);
  const title = `Fair for humans ${id}`;
  const slug = `fair-for-humans-${id}`;
  const hostToken = await operatorToken(request);
  const headers = { Authorization: `Bearer ${hostToken}` };
  const projectId = await operatorProjectId(request, headers, `Trust studio ${id}`);

  // A draft with three form tasks and a draw for two winners; anyone may win until the host says otherwise.
  const created = await request.post('/api/events', {
    headers,
    data: {
      host: { kind: 'project', id: projectId },
      title,
      slug,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10', winners: 2, reward: 'Humans only ticket' }],
      distribution: 'random',
      eligibility: { max_risk_level: 'high' },
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const event = ((await created.json()) as { event: { id: string } }).event;
  const tasks = [1, 2, 3].map((n) => ({
    id: randomUUID(),
    type: 'form',
    name: `Step ${n}`,
    score: 10,
    fields: [{ label: 'Why?', kind: 'textarea', required: true }],
  }));
  for (const task of tasks)
    expect((await request.post(`/api/events/${event.id}/tasks`, { headers, data: task })).status()).toBe(200);

  // The host sets who may win in the Reward step, saves and publishes.
  await page.goto('/');
  await page.evaluate((jwt) => localStorage.setItem('jwtToken', jwt), hostToken);
  await page.goto(`/event/${slug}/update?step=reward`);
  const rules = page.getByTestId('eligibility-fields');
  await expect(rules).toBeVisible({ timeout: 30_000 });
  await rules.getByRole('switch', { name: 'Verified email' }).check();
  await rules.getByRole('combobox', { name: 'Highest risk level that may win' }).click();
  await page.getByRole('option', { name: 'Medium risk' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Event saved').first()).toBeVisible();
  const saved = (await (await request.get(`/api/events/${slug}`, { headers })).json()) as {
    eligibility: { verified_email: boolean; max_risk_level: string };
  };
  expect(saved.eligibility).toMatchObject({ verified_email: true, max_risk_level: 'medium' });
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await page
    .getByRole('dialog', { name: 'Publish this event?' })
    .getByRole('button', { name: 'Publish now' })
    .click();
  await expect(page).toHaveURL(`/event/${slug}`);

  // The farm: five accounts from one address within seconds, one browser (this request context keeps the
  // device cookie the server sets), the same three tasks in step with the same answer, no mailbox verified.
  const farm: Player[] = [];
  for (let n = 0; n < 5; n++) farm.push(await register(request, FARM_ADDRESS, false));
  for (const task of tasks)
    for (const account of farm) await answer(request, account, task.id, FARM_ADDRESS, FARM_ANSWER);

  // Honest players, each with their own browser and mailbox, in their own order and words; the look-alike
  // shares the farm's address (a neighbour on one network).
  const honest = async (address: string, order: number[]) => {
    const api = await playwright.request.newContext({ baseURL: BASE_URL });
    const player = await register(api, address, true);
    for (const n of order)
      await answer(
        api,
        player,
        tasks[n]!.id,
        address,
        `In my own words, step ${n + 1}, from ${player.fullName}`,
      );
    await api.dispose();
    return player;
  };
  const alice = await honest('203.0.113.21', [2, 0, 1]);
  const bob = await honest('192.0.2.34', [1, 2]);
  const lookAlike = await honest(FARM_ADDRESS, [0, 2]);

  // The host reviews the participants: the farm at high risk, grouped by its device and address.
  await page.goto(`/event/${slug}/participants`);
  const row = (player: Player) => page.getByTestId('risk-row').filter({ hasText: player.fullName });
  for (const account of farm)
    await expect(row(account)).toHaveAttribute('data-level', 'high', { timeout: 30_000 });
  const device = page.getByTestId('risk-cluster').and(page.locator('[data-kind="device"]'));
  await expect(device).toContainText('5 accounts');
  for (const account of farm) await expect(device).toContainText(account.fullName);
  const address = page.getByTestId('risk-cluster').and(page.locator('[data-kind="address"]'));
  await expect(address).toContainText(lookAlike.fullName);
  await expect(row(alice).getByTestId('risk-level')).not.toContainText('High risk');

  // One farm account and the look-alike left out by hand, each with a reason the player reads.
  const exclude = async (player: Player, reason: string) => {
    const field = row(player).getByLabel('Reason (shown to the player)');
    await field.fill(reason);
    await row(player).getByTestId('decision-exclude').click();
    // Saved: the field is emptied on the server's answer (a toast of the first could still be showing).
    await expect(field).toHaveValue('');
    await expect(page.getByText('Decision recorded').first()).toBeVisible();
  };
  await exclude(farm[0]!, 'One device with four other accounts');
  await exclude(lookAlike, 'Same network address as a farm');

  // The look-alike reads the decision and appeals once.
  const her = await pageOf(browser, lookAlike.token);
  await her.goto(`/event/${slug}`);
  const panel = her.getByTestId('eligibility-panel');
  await expect(panel).toHaveAttribute('data-eligible', 'false', { timeout: 30_000 });
  await expect(panel.getByTestId('eligibility-decision')).toHaveText(
    'The host left you out of the rewards: Same network address as a farm',
  );
  await panel
    .getByLabel('Appeal to the host (once per event)')
    .fill('This is my home network: I live next to that address.');
  await panel.getByTestId('appeal-send').click();
  await expect(panel.getByTestId('eligibility-appeal')).toHaveAttribute('data-status', 'open');

  // The host accepts: she is back in, and told so.
  await page.reload();
  const appeal = page.getByTestId('appeal').filter({ hasText: 'This is my home network' });
  await appeal.getByLabel('Answer (shown to the player)').fill('Checked: a neighbour, welcome back.');
  await appeal.getByTestId('appeal-accept').click();
  await expect(appeal).toHaveAttribute('data-status', 'accepted');
  await her.reload();
  await expect(panel).toHaveAttribute('data-eligible', 'true', { timeout: 30_000 });
  await expect(panel.getByTestId('eligibility-appeal')).toHaveAttribute('data-status', 'accepted');
  await expect(panel.getByTestId('eligibility-decision')).toHaveText(
    'The host kept you in the rewards: Checked: a neighbour, welcome back.',
  );
  await her.goto('/notifications');
  await expect(
    her.getByText(
      `Your appeal in ${title} was accepted, you may win again: Checked: a neighbour, welcome back.`,
    ),
  ).toBeVisible({ timeout: 30_000 });

  // The farm account left out reads the host's reason, and the rule it fails.
  const them = await pageOf(browser, farm[0]!.token);
  await them.goto(`/event/${slug}`);
  const theirs = them.getByTestId('eligibility-panel');
  await expect(theirs).toHaveAttribute('data-eligible', 'false', { timeout: 30_000 });
  await expect(theirs.getByTestId('eligibility-decision')).toHaveText(
    'The host left you out of the rewards: One device with four other accounts',
  );
  await expect(
    theirs.getByTestId('eligibility-rule').and(them.locator('[data-code="verified_email"]')),
  ).toHaveAttribute('data-status', 'unmet');

  // The event ends (its host moves the end into the past); the job on the server settles it.
  const ended = await request.patch(`/api/events/${event.id}`, {
    headers,
    data: { end_time: new Date(Date.now() - 1000).toISOString() },
  });
  expect(ended.status(), await ended.text()).toBe(200);
  await page.goto(`/event/${slug}`);
  const results = page.getByTestId('event-results');
  await expect(results.getByTestId('results-published')).toBeVisible({ timeout: 30_000 });
  await expect(results.getByText('Eligible players: 3')).toBeVisible();
  const exclusions = results.getByTestId('draw-exclusions');
  await expect(exclusions.getByTestId('draw-excluded-count')).toHaveText(
    '5 participants were left out before the list was frozen',
  );
  const reasons = exclusions.getByTestId('draw-excluded-reason');
  await expect(reasons).toHaveCount(3);
  for (const reason of ['High risk: 5', 'Left out by the host: 1', 'No verified email: 5'])
    await expect(reasons.filter({ hasText: reason })).toHaveCount(1);
  await results.getByRole('button', { name: 'Verify this draw' }).click();
  const verdict = results.getByTestId('draw-verify-result');
  await expect(verdict).toHaveAttribute('data-ok', 'true');
  await expect(verdict).toContainText('Verified: the seed matches its commitment');
  await expect(verdict).toContainText('Exclusions fixed before the seed, none on the list');

  // The winners are among the three who may win; the farm account sees the risk rule it failed too.
  const rewards = (await (await request.get(`/api/events/${slug}/rewards`)).json()) as {
    draw: { entries: string[] };
  };
  expect([...rewards.draw.entries].sort()).toEqual([alice.id, bob.id, lookAlike.id].sort());
  await them.reload();
  await expect(
    theirs.getByTestId('eligibility-rule').and(them.locator('[data-code="max_risk_level"]')),
  ).toHaveAttribute('data-status', 'unmet', { timeout: 30_000 });
  await her.context().close();
  await them.context().close();
});
