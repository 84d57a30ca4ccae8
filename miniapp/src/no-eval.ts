import { forbidEval } from '@w2e/core/validation/no-eval';

// Imported first by main.tsx: before any contract builds a schema (see forbidEval).
forbidEval();
