// `npx cdk synth|deploy` runs this (cdk.json). No look-ups: synth needs neither network nor credentials.
// Context flags: see deploy-config.ts (domainName, certificateArn, apiDomainName, apiCertificateArn, operatorEmail,
// mailFrom, alarmEmail, webAclArn).
import { App, Validations } from 'aws-cdk-lib';
import { writeLoaderBundle } from '../../web/loader/build';
import { AwsSolutionsChecks } from 'cdk-nag';
import { addDentLeadStacks } from './dentlead-app';
import { readDeployConfig } from './deploy-config';

// The loader function embeds the built loader script (functions/generated/, not committed).
await writeLoaderBundle();
const app = new App();
addDentLeadStacks(app, readDeployConfig(app), {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION ?? 'eu-central-1',
});
// Synth (and so deploy) fails on any AwsSolutions finding that is not acknowledged with a reason.
Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
app.synth();
