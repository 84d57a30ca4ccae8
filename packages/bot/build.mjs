import { bundleNode } from '../../scripts/bundle-node.mjs';

await bundleNode({ entry: 'src/main.ts', outfile: 'dist/main.js', cwd: import.meta.dirname });
