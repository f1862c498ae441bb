// Uploads the built web app to the web bucket and invalidates the distribution. Hashed assets are
// immutable; everything else (index.html, public/ files) is revalidated on every request.
import { RemovalPolicy, Stack, Validations } from 'aws-cdk-lib';
import type { IDistribution } from 'aws-cdk-lib/aws-cloudfront';
import { Role, ServicePrincipal, type Policy } from 'aws-cdk-lib/aws-iam';
import { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import { BucketDeployment, CacheControl } from 'aws-cdk-lib/aws-s3-deployment';
import { Construct } from 'constructs';
import { acknowledgeLibraryWildcards } from '../nag-findings';
import { webBuildSource, type WebBuildSettings } from './web-build-source';

export interface WebAppDeploymentProps {
  bucket: IBucket;
  distribution: IDistribution;
  build: WebBuildSettings;
}

const LIBRARY = "CDK's BucketDeployment handler (aws-cdk-lib)";

export class WebAppDeployment extends Construct {
  constructor(scope: Construct, id: string, props: WebAppDeploymentProps) {
    super(scope, id);
    const logGroup = new LogGroup(this, 'Logs', { retention: RetentionDays.ONE_MONTH, removalPolicy: RemovalPolicy.DESTROY });
    // An own role (shared by both deployments, so they share one handler): it writes only to its log
    // group instead of carrying the managed AWSLambdaBasicExecutionRole.
    const role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: 'Copies the built web app into the web bucket and invalidates the distribution',
    });
    logGroup.grantWrite(role);

    const common = { sources: [webBuildSource(props.build)], destinationBucket: props.bucket, memoryLimit: 1024, logGroup, role };
    // prune: false on both: they share the bucket, and old chunks stay for tabs opened before a deploy.
    const assets = new BucketDeployment(this, 'Assets', {
      ...common,
      include: ['assets/*'],
      exclude: ['*'],
      prune: false,
      cacheControl: [CacheControl.fromString('public, max-age=31536000, immutable')],
    });
    const pages = new BucketDeployment(this, 'Pages', {
      ...common,
      // .vite/ holds vite's build manifests, read by tests and the bench, not by browsers.
      exclude: ['assets/*', '.vite/*'],
      prune: false,
      cacheControl: [CacheControl.noCache()],
      distribution: props.distribution,
      distributionPaths: ['/*'],
    });
    // index.html must not name chunks that are not uploaded yet.
    pages.node.addDependency(assets);

    acknowledgeLibraryWildcards(
      role,
      (role.node.findChild('DefaultPolicy') as Policy).document,
      `${LIBRARY}: the S3 object-level wildcards (GetObject*, List*, DeleteObject*, …) are CDK's grants on the CDK asset bucket and the web bucket only; CloudFront invalidation has no resource-level permissions.`,
    );
    // The handler function is a singleton at the stack's root.
    for (const handler of Stack.of(this).node.children.filter((child) => child.node.id.startsWith('Custom::CDKBucketDeployment'))) {
      Validations.of(handler).acknowledge({ id: 'AwsSolutions-L1', reason: `${LIBRARY}: aws-cdk-lib chooses and updates its runtime.` });
    }
  }
}
