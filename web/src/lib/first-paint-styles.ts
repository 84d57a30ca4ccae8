/**
 * The render-blocking CSS: Mantine's base and the components the shell and the home page paint first (about a
 * quarter of Mantine's stylesheet). Everything else arrives with `loadFullStyles` before any lazy page or
 * lazily loaded shell part renders, and on idle after the first paint, so a component missing here is only
 * unstyled for a moment on the home page. Layered (`@layer mantine`), so the app's own CSS modules always win
 * over Mantine's rules, whichever file loads last.
 */
import '@mantine/core/styles/baseline.layer.css';
import '@mantine/core/styles/default-css-variables.layer.css';
import '@mantine/core/styles/global.layer.css';
import '@mantine/core/styles/UnstyledButton.layer.css';
import '@mantine/core/styles/Button.layer.css';
import '@mantine/core/styles/Loader.layer.css';
import '@mantine/core/styles/Group.layer.css';
import '@mantine/core/styles/Stack.layer.css';
import '@mantine/core/styles/Text.layer.css';
import '@mantine/core/styles/Title.layer.css';
import '@mantine/core/styles/Container.layer.css';
import '@mantine/core/styles/SimpleGrid.layer.css';
import '@mantine/core/styles/Paper.layer.css';
import '@mantine/core/styles/Card.layer.css';
import '@mantine/core/styles/CloseButton.layer.css';
