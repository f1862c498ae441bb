// The CDK app's suites, in one jest file so that they share one synthesis per context (sharedTestApp):
// each file of its own would load aws-cdk-lib and synthesize the whole app again.
import './alarms.suite';
import './api-stack.suite';
import './iam.suite';
import './messaging-stack.suite';
import './nag.suite';
import './stateful-stack.suite';
import './web-stack.suite';
