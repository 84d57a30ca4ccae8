#!/usr/bin/env node
// Takes README's screenshot of a running portal: node scripts/screenshot.mjs [url=http://localhost:3000]
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './chromium.mjs';

const url = process.argv[2] ?? 'http://localhost:3000';
const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
const page = await browser.newPage({ viewport: { width: 1280, height: 760 } });
await page.goto(url);
await page.getByRole('heading', { level: 1 }).waitFor();
await page.screenshot({ path: 'docs/screenshot.png' });
await browser.close();
console.info('wrote docs/screenshot.png');
