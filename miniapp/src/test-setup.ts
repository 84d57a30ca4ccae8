import { options } from 'preact';
// Preact's development checks (the dev server loads them too, main.tsx): hooks outside a component, bad
// children or props, duplicate keys; they throw or warn where React's development build did.
import 'preact/debug';

// The Mini App runs on Preact (preact-compat.ts), which runs effects after the next animation frame, where
// React's act() ran them before it returned. The screens' Telegram calls (the MainButton) are effects: they run
// on the next task here, so a test that has waited for a screen sees them, as it did on React.
options.requestAnimationFrame = (flush) => setTimeout(flush);
