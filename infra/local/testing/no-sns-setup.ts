// Jest globalSetup of the no-sns project: a second runtime, without SNS (LEAD_FANOUT=sqs: no lead topic, a lead is
// sent to its channel queues directly), where the lead tests run again (jest.config.js). The teardown stops both.
import { startTestRuntime } from './global-setup';

export default function noSnsSetup(globalConfig: { rootDir: string }): Promise<void> {
  return startTestRuntime(globalConfig, 'no-sns');
}
