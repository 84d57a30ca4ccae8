// All of Mantine's styles (see first-paint-styles.ts), loaded on demand.
import '@mantine/core/styles.layer.css';
import '@mantine/notifications/styles.layer.css';
