// The CDK app's suites, in one jest file so that they share one synthesis per context (sharedTestApp)
// and one build of every function (infra/function-calls.ts: the IAM suite reads it, the budgets minify
// it): each file of its own would load aws-cdk-lib, synthesize the whole app and bundle everything again.
import './alarms.suite';
import './api-stack.suite';
import './function-budgets.suite';
import './iam.suite';
import './integration-bundles.suite';
import './messaging-stack.suite';
import './nag.suite';
import './stateful-stack.suite';
import './web-stack.suite';
