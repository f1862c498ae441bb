// The retention job as its own process, so a fault test can kill it midway (functions/test/retention.fault.test.ts).
import { handler } from '../schedules/retention';

const run = await handler();
process.stdout.write(`${JSON.stringify(run)}\n`);
