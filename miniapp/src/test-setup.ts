// Preact's development checks (the dev server loads them too, main.tsx): hooks outside a component, bad
// children or props, duplicate keys; they throw or warn where React's development build did.
import 'preact/debug';
import { options } from 'preact';

// Effects after paint run on a plain timer here, not happy-dom's animation frames: Preact's own scheduler
// pairs a frame with a 35 ms timer and calls `cancelAnimationFrame` when the timer wins, and on a busy
// machine that timer could fire after the file's happy-dom was torn down (a ReferenceError vitest counts as
// an error of the run). testing-library's act() flushes effects the same way before each assertion.
options.requestAnimationFrame = (flush) => {
  setTimeout(flush);
};
