import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { operatorToken } from './event-setup';
import { expect, test, uniqueUser } from './fixtures';

/**
 * Every action a player takes, with a keyboard alone (Tab, Shift+Tab, Enter, Space and the arrow keys; no click):
 * signing in, a quiz, a form task, a spin of an event's wheel and the claim of the prize it won. Each control the
 * Tab key reaches shows where the focus is: an outline, a shadow or a border of another colour than unfocused.
 */
test.use({ allowHttpErrors: [400] });

const HOUR = 3_600_000;

/**
 * What tells the eye where the focus is, read from the computed style of the control and of the two boxes around
 * it (a password field's border is drawn by its wrapper, which shows the focus with `:focus-within`).
 */
function focusStyle(target: Locator) {
  return target.evaluate((element) => {
    const boxes: Element[] = [element];
    for (let box = element.parentElement; box && boxes.length < 3; box = box.parentElement) boxes.push(box);
    return boxes.map((box) => {
      const style = getComputedStyle(box);
      return {
        outline: style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0,
        shadow: style.boxShadow,
        border: style.borderColor,
        background: style.backgroundColor,
      };
    });
  });
}

/**
 * Presses Tab until `target` has the focus, at most `presses` times, then checks that the focus
 * is visible on it: `:focus-visible` matches, and an outline, a shadow, a border or a background shows it
 * that the unfocused control did not have (on the control or its wrapper).
 */
async function tabTo(page: Page, target: Locator, { presses = 120 } = {}) {
  await expect(target).toBeVisible();
  const before = await focusStyle(target);
  for (let pressed = 0; pressed < presses; pressed++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
  expect(await target.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  const focused = await focusStyle(target);
  const visible = focused.some((box, index) => {
    const unfocused = before[index];
    return (
      (box.outline && !unfocused?.outline) ||
      box.shadow !== unfocused?.shadow ||
      box.border !== unfocused?.border ||
      box.background !== unfocused?.background
    );
  });
  expect(
    visible,
    `no visible focus on ${await target.evaluate((element) => element.outerHTML.slice(0, 200))}`,
  ).toBe(true);
}

async function registered(request: APIRequestContext) {
  const user = uniqueUser();
  const response = await request.post('/api/auth/register-via-username', {
    data: { email: user.email, full_name: user.fullName, username: user.username, password: user.password },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = (await response.json()).access_tokens.access_token as string;
  return { ...user, token, headers: { Authorization: `Bearer ${token}` } };
}

/**
 * A Premium project's running event (an operator sets the plan: event wheels are Premium's) with a quiz, a form
 * task that grants one spin, and a wheel of which every segment is a hoodie to claim with a contact.
 */
async function eventWithWheel(request: APIRequestContext) {
  const id = randomUUID().slice(0, 8);
  const slug = `keys-cup-${id}`;
  const host = await registered(request);
  const project = await request.post('/api/projects', {
    headers: host.headers,
    data: { name: `Keys ${id}` },
  });
  expect(project.status(), await project.text()).toBe(200);
  const projectId = (await project.json()).project.id as string;
  const tier = await request.patch(`/api/admin/projects/${projectId}/tier`, {
    headers: { Authorization: `Bearer ${await operatorToken(request)}` },
    data: { tier: 'premium' },
  });
  expect(tier.status(), await tier.text()).toBe(200);
  const created = await request.post('/api/events', {
    headers: host.headers,
    data: {
      host: { kind: 'project', id: projectId },
      title: `Keys cup ${id}`,
      slug,
      start_time: new Date(Date.now() - HOUR).toISOString(),
      end_time: new Date(Date.now() + 48 * HOUR).toISOString(),
      leaderboards: [{ order: 1, rank: 'TOP 10', reward: '100 USDT' }],
    },
  });
  expect(created.status(), await created.text()).toBe(200);
  const eventId = (await created.json()).event.id as string;
  for (const task of [
    {
      id: randomUUID(),
      type: 'quiz',
      name: 'Know the game',
      score: 50,
      questions: [
        { question: 'Which chain?', options: ['BSC', 'Solana'], correct: [1] },
        { question: 'Pick both tokens', options: ['GEM', 'GOLD', 'DIRT'], correct: [0, 1] },
      ],
      pass_percent: 100,
    },
    {
      id: randomUUID(),
      type: 'form',
      name: 'Tell us about you',
      score: 20,
      spins: 1,
      fields: [{ label: 'Email', kind: 'email', required: true }],
    },
  ]) {
    const added = await request.post(`/api/events/${eventId}/tasks`, { headers: host.headers, data: task });
    expect(added.status(), await added.text()).toBe(200);
  }
  const wheel = await request.post('/api/wheels', {
    headers: host.headers,
    data: {
      name: `Wheel ${id}`,
      event_id: eventId,
      segments: [
        { label: 'Hoodie', prize_kind: 'manual', weight: 1, payout: { kind: 'item' } },
        { label: 'Hoodie', prize_kind: 'manual', weight: 1, payout: { kind: 'item' } },
      ],
    },
  });
  expect(wheel.status(), await wheel.text()).toBe(200);
  const wheelId = (await wheel.json()).id as string;
  const published = await request.post(`/api/events/${eventId}/publish`, { headers: host.headers });
  expect(published.status(), await published.text()).toBe(200);
  return { slug, wheelId };
}

test('a player signs in, passes a quiz, sends a form, spins and claims the prize with the keyboard alone', async ({
  page,
  request,
  consoleErrors,
}) => {
  void consoleErrors;
  // Five flows through the real server, each a few dozen key presses.
  test.slow();
  const { slug, wheelId } = await eventWithWheel(request);
  const player = await registered(request);

  // Sign in: Tab to each field, type, Tab to the button, Enter.
  await page.goto('/auth/login');
  const username = page.getByLabel('Username');
  await tabTo(page, username);
  await page.keyboard.type(player.username);
  await tabTo(page, page.getByLabel('Password', { exact: true }), { presses: 4 });
  await page.keyboard.type(player.password);
  await tabTo(page, page.getByRole('button', { name: 'Sign in', exact: true }), { presses: 8 });
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('header-user-name')).toHaveText(player.fullName, { timeout: 20_000 });

  // The quiz: Enter opens it; the arrow keys choose the radio answer, Space ticks the boxes, Enter sends.
  await page.goto(`/event/${slug}`);
  const quiz = page.getByRole('article', { name: 'Know the game' });
  await tabTo(page, quiz.getByRole('button', { name: 'Take the quiz' }));
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const bsc = dialog.getByRole('radio', { name: 'BSC' });
  await tabTo(page, bsc, { presses: 10 });
  await page.keyboard.press('Space');
  await expect(bsc).toBeChecked();
  await page.keyboard.press('ArrowDown');
  await expect(dialog.getByRole('radio', { name: 'Solana' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Solana' })).toBeFocused();
  await tabTo(page, dialog.getByRole('checkbox', { name: 'GEM' }), { presses: 4 });
  await page.keyboard.press('Space');
  await tabTo(page, dialog.getByRole('checkbox', { name: 'GOLD' }), { presses: 2 });
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: 'GEM' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'GOLD' })).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Submit' }), { presses: 6 });
  await page.keyboard.press('Enter');
  await expect(dialog.getByTestId('quiz-completed')).toContainText('+50');
  await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 10_000 });
  await expect(quiz.getByTestId('task-status')).toHaveText('Done');

  // The form: Enter opens it, the field is typed into, Enter on Submit sends it.
  const form = page.getByRole('article', { name: 'Tell us about you' });
  await tabTo(page, form.getByRole('button', { name: 'Fill in the form' }));
  await page.keyboard.press('Enter');
  const formDialog = page.getByRole('dialog');
  await tabTo(page, formDialog.getByLabel('Email'), { presses: 10 });
  await page.keyboard.type('player@example.com');
  await tabTo(page, formDialog.getByRole('button', { name: 'Submit' }), { presses: 6 });
  await page.keyboard.press('Enter');
  await expect(form.getByTestId('task-status')).toHaveText('Done');

  // The spin the form granted: Tab to Spin, Space.
  await page.goto(`/lucky-wheel?wheel=${wheelId}`);
  await expect(page.getByTestId('wheel-balance')).toHaveText('Spins left: 1', { timeout: 20_000 });
  await tabTo(page, page.getByRole('button', { name: 'Spin', exact: true }));
  await page.keyboard.press('Space');
  await expect(page.getByTestId('wheel-result')).toContainText('You won: Hoodie', { timeout: 20_000 });

  // The prize it won, claimed with a contact: Tab to the field, type, Tab to "Send claim", Enter.
  await page.goto('/prizes');
  const hoodie = page.getByTestId('my-prize').filter({ hasText: 'Hoodie' });
  await expect(hoodie).toHaveCount(1, { timeout: 20_000 });
  await tabTo(page, hoodie.getByLabel(/How to reach you/));
  await page.keyboard.type('@hoodie_winner on Telegram');
  await tabTo(page, hoodie.getByRole('button', { name: 'Send claim' }), { presses: 6 });
  await page.keyboard.press('Enter');
  await expect(hoodie.getByTestId('prize-status')).toHaveText('Claimed');
});
