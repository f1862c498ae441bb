// Jest globalSetup of the browser project: names a missing Chromium (and the apt line) before any
// runtime starts, then shares the one local runtime with the other projects.
import { assertPrerequisites } from '../prerequisites';
import globalSetup from './global-setup';

export default async function browserSetup(globalConfig: { rootDir: string }): Promise<void> {
  assertPrerequisites(['chromium']);
  await globalSetup(globalConfig);
}
