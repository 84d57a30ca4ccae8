/**
 * The render-blocking CSS: Mantine's base and its theme variables only. The shell and the home page paint with
 * their own CSS modules (lib/plain-ui.module.css for buttons and the spinner), so no Mantine component is in
 * the first bundle. Mantine's whole stylesheet arrives with `loadFullStyles` before any lazy page or lazily
 * loaded shell part renders, and on idle after the first paint. Layered (`@layer mantine`), so the app's own
 * CSS modules always win over Mantine's rules, whichever file loads last.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import './contrast.css';
import './reduced-motion.css';
