import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Code loaded on demand (a task's dialog, charts) is transformed on first import in tests; on a busy machine that
// takes longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });

// Test files share a worker's modules and document (vitest.config.ts, `isolate: false`): each test leaves no
// rendered tree and no toast behind for the next one, whichever file it is in.
afterEach(() => {
  cleanup();
  notifications.clean();
  notifications.cleanQueue();
});
