import { configure } from '@testing-library/react';

// Code loaded on demand (a task's dialog, charts) is transformed on first import in tests; on a busy machine that
// takes longer than testing-library's default second to appear.
configure({ asyncUtilTimeout: 5000 });
