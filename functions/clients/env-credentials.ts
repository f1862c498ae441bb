// Function bundles take their AWS credentials from the environment only: infra/bundling.ts aliases
// the SDK's default chain (@aws-sdk/credential-provider-node: profiles, SSO, STS, IMDS, ~90 KB with
// its nested clients) to this module. Lambda sets AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY and
// AWS_SESSION_TOKEN for the function's role, and the local runtime sets its dummies the same way.
import { fromEnv } from '@aws-sdk/credential-provider-env';

export const defaultProvider = (init: Parameters<typeof fromEnv>[0] = {}) => fromEnv(init);
