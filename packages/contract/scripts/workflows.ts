/** `npm run workflows`: prints every workflow's transitions as Markdown (the README's tables). */
import { workflowsMarkdown } from '../src/workflows';

process.stdout.write(`${workflowsMarkdown()}\n`);
