// Preact's development checks (the dev server loads them too, main.tsx): hooks outside a component, bad
// children or props, duplicate keys; they throw or warn where React's development build did.
import 'preact/debug';
