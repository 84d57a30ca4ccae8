// Loaded on demand by hint.tsx: importing Mantine's barrel dynamically there would make the whole barrel an entry.
export { Tooltip } from '@mantine/core';
